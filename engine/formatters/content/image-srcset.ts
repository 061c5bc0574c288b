/** `image-srcset`: a ` srcset="…"` attribute from `assetUrl` and `systemDataVariants`. */
import { srcsetCandidates } from '../../../domain';
import { propertyPath, toText } from '../../convert';
import { LruCache } from '../../lru';
import type { Formatter } from '../../types';
import { attributes } from '../escape';

/**
 * The attribute per image URL and variant list. Pages print the same images request after
 * request, and building and escaping a six-size srcset costs more than the lookup.
 */
const attributeCache = new LruCache<string, string | null>(1000);

function srcsetAttribute(assetUrl: string, variants: string): string | undefined {
  const key = `${assetUrl}\n${variants}`;
  const known = attributeCache.get(key);
  if (known !== undefined) return known ?? undefined;
  const srcset = srcsetCandidates(assetUrl, variants);
  const attribute = srcset === undefined ? undefined : attributes({ srcset });
  attributeCache.set(key, attribute ?? null);
  return attribute;
}

/** Args are ignored; without a usable variant the value passes through unchanged. */
export const imageSrcset: Formatter = (value) =>
  srcsetAttribute(toText(propertyPath(value, 'assetUrl')), toText(propertyPath(value, 'systemDataVariants'))) ?? value;
