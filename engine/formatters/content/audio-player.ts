/**
 * `audio-player`: a native audio player for an item (`structuredContent.audioAssetUrl`, `id`),
 * usable without scripts. Nothing when the item has no audio file.
 */
import { toText } from '../../convert';
import type { Formatter } from '../../types';
import { dig } from './dig';
import { attributes, escapeAttr } from './escape';

export const audioPlayer: Formatter = (value) => {
  const src = toText(dig(value, 'structuredContent', 'audioAssetUrl'));
  if (!src) return '';
  const id = toText(dig(value, 'id'));
  const title = toText(dig(value, 'title'));
  const wrapper = attributes({
    class: 'audio-player',
    id: id ? `audio-player-${id}` : undefined,
    'data-item-id': id || undefined,
  });
  const audio = attributes({ controls: '', preload: 'none', src, 'aria-label': title || undefined });
  return `<div${wrapper}><audio${audio}><a href="${escapeAttr(src)}">Download the audio</a></audio></div>`;
};
