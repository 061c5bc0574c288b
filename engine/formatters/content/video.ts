/**
 * `video [load-false] [color-data]`: a video wrapper carrying the provider's embed HTML escaped
 * in `data-html` (the embed is third-party markup, so it never reaches the page unescaped),
 * plus an overlay with the poster image when `overlay` is truthy.
 *
 * Classes: `video-block`, `video-overlay` (`video-overlay--no-thumb` without a poster),
 * `video-play-icon`.
 */
import { objectPosition } from '../../../domain/images';
import { isTruthy, toText } from '../../convert';
import type { Formatter, Scope } from '../../types';
import { dig } from './dig';
import { attributes } from './escape';
import { colorPairs } from './image-color';
import { focalPointOf, imageMetaPairs } from './image-meta';

const PLAY_ICON = '<span class="video-play-icon" aria-hidden="true"></span>';

export const video: Formatter = (value, args, scope) => {
  const wrapper = attributes({
    class: 'video-block',
    'data-load': args.includes('load-false') ? 'false' : undefined,
    'data-html': toText(dig(value, 'oembed', 'html')),
    'data-provider-name': toText(dig(value, 'oembed', 'providerName')),
  });
  return `<div${wrapper}>${isTruthy(dig(value, 'overlay')) ? overlay(value, args, scope) : ''}</div>`;
};

function overlay(value: unknown, args: string[], scope: Scope): string {
  const imageId = dig(value, 'mainImageId') || dig(value, 'systemDataId');
  const src = toText(dig(value, 'assetUrl'));
  if (!isTruthy(imageId) || !src) return `<div class="video-overlay video-overlay--no-thumb">${PLAY_ICON}</div>`;
  const meta = imageMetaPairs(value, scope);
  const colorData = dig(value, 'colorData');
  const poster = attributes({
    src,
    // The poster only stands in for the video, whose own title names it.
    alt: '',
    loading: 'lazy',
    decoding: 'async',
    'data-image-dimensions': meta['data-image-dimensions'],
    'data-image-focal-point': meta['data-image-focal-point'],
    style: `object-position:${objectPosition(focalPointOf(value))}`,
    ...(args.includes('color-data') && colorData !== undefined ? colorPairs(colorData) : {}),
  });
  return `<div class="video-overlay"><img${poster}>${PLAY_ICON}</div>`;
}
