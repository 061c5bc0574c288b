/**
 * `audio-player`: a native audio player for an item (`structuredContent.audioAssetUrl`, `id`),
 * usable without scripts. Nothing when the item has no audio file.
 */
import { propertyPath, toText } from '../../convert';
import type { Formatter } from '../../types';
import { attributes, escapeAttr, escapeText } from '../escape';
import { interfaceWord } from '../markup';
import { safeUrl } from '../safe-url';

export const audioPlayer: Formatter = (value, _args, scope) => {
  const src = safeUrl(toText(propertyPath(value, 'structuredContent', 'audioAssetUrl')));
  if (!src) return '';
  const id = toText(propertyPath(value, 'id'));
  const title = toText(propertyPath(value, 'title'));
  const wrapper = attributes({
    class: 'audio-player',
    id: id ? `audio-player-${id}` : undefined,
    'data-item-id': id || undefined,
  });
  const audio = attributes({ controls: '', preload: 'none', src, 'aria-label': title || undefined });
  // The fallback link's words are the page language's.
  const download = interfaceWord((r) => scope.resolve(r), 'downloadAudio', 'Download the audio');
  return `<div${wrapper}><audio${audio}><a href="${escapeAttr(src)}">${escapeText(download)}</a></audio></div>`;
};
