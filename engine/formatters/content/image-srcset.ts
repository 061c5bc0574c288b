/** `image-srcset`: a ` srcset="…"` attribute from `assetUrl` and `systemDataVariants`. */
import { srcsetCandidates } from '../../../domain';
import { propertyPath, toText } from '../../convert';
import type { Formatter } from '../../types';
import { attributes } from '../escape';

/**
 * The attribute per image object, in the render's memo (render-memo.ts): pages print the same
 * images request after request, and building and escaping a six-size srcset costs more than a
 * lookup by the object (a lookup by its URL and variants text hashed both on every call,
 * issue 28). Boxed, since "no srcset" is an answer too.
 */
function srcsetAttribute(image: unknown): string | undefined {
  const srcset = srcsetCandidates(
    toText(propertyPath(image, 'assetUrl')),
    toText(propertyPath(image, 'systemDataVariants')),
  );
  return srcset === undefined ? undefined : attributes({ srcset });
}

/** Args are ignored; without a usable variant the value passes through unchanged. */
export const imageSrcset: Formatter = (value, _args, scope) => {
  if (typeof value !== 'object' || value === null) return value;
  return scope.memo.slot(value, 'image-srcset', () => ({ attribute: srcsetAttribute(value) })).attribute ?? value;
};
