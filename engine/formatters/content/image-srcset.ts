/** `image-srcset`: a ` srcset="…"` attribute from `assetUrl` and `systemDataVariants`. */
import { srcsetCandidates } from '../../../domain';
import { propertyPath, toText } from '../../convert';
import type { Formatter } from '../../types';
import { attributes } from '../escape';

/**
 * The attribute per image URL and variant list. Pages print the same images request after
 * request, and building and escaping a six-size srcset costs more than the lookup.
 */
const attributeCache = new Map<string, string | undefined>();
const CACHE_SIZE = 1000;

function srcsetAttribute(assetUrl: string, variants: string): string | undefined {
  const key = `${assetUrl}\n${variants}`;
  if (attributeCache.has(key)) return attributeCache.get(key);
  const srcset = srcsetCandidates(assetUrl, variants);
  const attribute = srcset === undefined ? undefined : attributes({ srcset });
  if (attributeCache.size >= CACHE_SIZE) attributeCache.clear();
  attributeCache.set(key, attribute);
  return attribute;
}

/** Args are ignored; without a usable variant the value passes through unchanged. */
export const imageSrcset: Formatter = (value) => srcsetAttribute(toText(propertyPath(value, 'assetUrl')), toText(propertyPath(value, 'systemDataVariants'))) ?? value;
