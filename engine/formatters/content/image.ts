/**
 * `image [CLASS]`: a lazy-loading responsive `<img>` for an image node, with a `<noscript>`
 * fallback. Nothing when the node has no `assetUrl` (an `<img>` needs a source).
 */
import { objectPosition, parseOriginalSize, srcsetCandidates } from '../../../domain';
import { propertyPath, toText } from '../../convert';
import type { Formatter } from '../../types';
import { attributes } from '../escape';
import { altTextOf, focalPointOf, imageMetaPairs } from './image-meta';

const DEFAULT_CLASS = 'thumb-image';

export const image: Formatter = (value, args, scope) => {
  const src = toText(propertyPath(value, 'assetUrl'));
  if (!src) return '';
  const srcset = srcsetCandidates(src, toText(propertyPath(value, 'systemDataVariants')));
  const size = parseOriginalSize(toText(propertyPath(value, 'originalSize')));
  const known = size && size.width > 0 && size.height > 0 ? size : undefined;
  const id = propertyPath(value, 'id');
  const meta = imageMetaPairs(value, scope);
  const alt = altTextOf(value, scope);
  const img = attributes({
    class: args.length > 0 ? args[0] : DEFAULT_CLASS,
    src,
    srcset,
    // Without a known width the image may fill the viewport; with one it never grows past it.
    sizes: srcset === undefined ? undefined : known ? `(max-width: ${known.width}px) 100vw, ${known.width}px` : '100vw',
    width: known && String(known.width),
    height: known && String(known.height),
    alt,
    loading: 'lazy',
    decoding: 'async',
    'data-image-id': id === undefined ? undefined : toText(id),
    'data-licensed-asset-preview': meta['data-licensed-asset-preview'],
    'data-component-key': meta['data-component-key'],
    'data-image-dimensions': meta['data-image-dimensions'] || undefined,
    'data-image-focal-point': meta['data-image-focal-point'],
    style: `object-position:${objectPosition(focalPointOf(value))}`,
  });
  return `<img${img}><noscript><img${attributes({ src, alt })}></noscript>`;
};
