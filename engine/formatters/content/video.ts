/**
 * `video [load-false] [color-data]`: a video wrapper carrying the provider's embed HTML escaped
 * in `data-html` (the embed is third-party markup, so it never reaches the page unescaped),
 * plus an overlay with the poster image when `overlay` is truthy.
 *
 * Classes: `video-block`, `video-overlay` (`video-overlay--no-thumb` without a poster),
 * `video-play-icon`.
 */
import { focalPointText, objectPosition } from '../../../domain';
import { isTruthy, propertyPath, toText } from '../../convert';
import type { Formatter } from '../../types';
import { attributes } from '../escape';
import { colorPairs } from './image-color';
import { focalPointOf } from './image-meta';

const PLAY_ICON = '<span class="video-play-icon" aria-hidden="true"></span>';

export const video: Formatter = (value, args) => {
  const wrapper = attributes({
    class: 'video-block',
    'data-load': args.includes('load-false') ? 'false' : undefined,
    'data-html': toText(propertyPath(value, 'oembed', 'html')),
    'data-provider-name': toText(propertyPath(value, 'oembed', 'providerName')),
  });
  return `<div${wrapper}>${isTruthy(propertyPath(value, 'overlay')) ? overlay(value, args) : ''}</div>`;
};

function overlay(value: unknown, args: string[]): string {
  const imageId = propertyPath(value, 'mainImageId') || propertyPath(value, 'systemDataId');
  const src = toText(propertyPath(value, 'assetUrl'));
  if (!isTruthy(imageId) || !src) return `<div class="video-overlay video-overlay--no-thumb">${PLAY_ICON}</div>`;
  const focalPoint = focalPointOf(value);
  const colorData = propertyPath(value, 'colorData');
  const poster = attributes({
    src,
    // The poster only stands in for the video, whose own title names it.
    alt: '',
    loading: 'lazy',
    decoding: 'async',
    'data-image-dimensions': toText(propertyPath(value, 'originalSize')),
    'data-image-focal-point': focalPointText(focalPoint),
    style: `object-position:${objectPosition(focalPoint)}`,
    ...(args.includes('color-data') && colorData !== undefined ? colorPairs(colorData) : {}),
  });
  return `<div class="video-overlay"><img${poster}>${PLAY_ICON}</div>`;
}
