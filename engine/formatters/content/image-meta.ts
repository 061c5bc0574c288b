/**
 * Image meta (§12.5): the attributes that describe an image node to the page, shared by
 * `image-meta`, `child-image-meta`, `cover-image-meta` and `image`.
 */
import {
  DEFAULT_FOCAL_POINT,
  deriveAltText,
  focalPointText,
  type FocalPoint,
  BLOCK_TYPES,
  isRecord,
} from '../../../domain';
import { isTruthy, propertyPath, toNumber, toText } from '../../convert';
import type { Formatter, Scope } from '../../types';
import { attributes } from '../escape';

/** `mediaFocalPoint.{x,y}`, or the centre when the image has none. */
export function focalPointOf(image: unknown): FocalPoint {
  const point = propertyPath(image, 'mediaFocalPoint');
  if (point === undefined) return DEFAULT_FOCAL_POINT;
  return { x: toNumber(propertyPath(point, 'x')), y: toNumber(propertyPath(point, 'y')) };
}

const truthyText = (value: unknown) => (isTruthy(value) ? toText(value) : '');

/** Alt text of the image; inside an image block (context `blockType` 5) the owner's alt text wins. */
export function altTextOf(image: unknown, scope: Scope): string {
  const blockType = scope.resolve('blockType');
  const inImageBlock = blockType !== undefined && toNumber(blockType) === BLOCK_TYPES.image;
  return deriveAltText(
    {
      altText: toText(propertyPath(image, 'altText')),
      title: truthyText(propertyPath(image, 'title')),
      body: truthyText(propertyPath(image, 'body')),
      filename: truthyText(propertyPath(image, 'filename')),
    },
    inImageBlock,
  );
}

/** The meta attributes as name → value pairs (values unescaped). */
export function imageMetaPairs(image: unknown, scope: Scope): Record<string, string | undefined> {
  const componentKey = propertyPath(image, 'componentKey');
  const assetUrl = toText(propertyPath(image, 'assetUrl'));
  return {
    'data-licensed-asset-preview': isRecord(propertyPath(image, 'licensedAssetPreview')) ? 'true' : undefined,
    'data-component-key': componentKey === undefined ? undefined : toText(componentKey),
    'data-src': assetUrl,
    'data-image': assetUrl,
    'data-image-dimensions': toText(propertyPath(image, 'originalSize')),
    'data-image-focal-point': focalPointText(focalPointOf(image)),
    alt: altTextOf(image, scope),
  };
}

/** Image meta as attribute text, each attribute followed by a space; missing image → "". */
export function imageMeta(image: unknown, scope: Scope): string {
  if (image === undefined) return '';
  return `${attributes(imageMetaPairs(image, scope)).slice(1)} `;
}

export const imageMetaFormatter: Formatter = (value, _args, scope) => imageMeta(value, scope);

/** `child-image-meta [INDEX]`: meta of `items[INDEX]` (default 0). */
export const childImageMeta: Formatter = (value, args, scope) => {
  const index = args.length > 0 ? parseInt(args[0], 10) : 0;
  return imageMeta(Number.isNaN(index) ? undefined : propertyPath(value, 'items', index), scope);
};

export const coverImageMeta: Formatter = (value, _args, scope) => imageMeta(propertyPath(value, 'coverImage'), scope);
