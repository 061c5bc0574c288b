/** `image-srcset`: a ` srcset="…"` attribute from `assetUrl` and `systemDataVariants`. */
import { srcsetCandidates } from '../../../domain/images';
import { propertyPath, toText } from '../../convert';
import type { Formatter } from '../../types';
import { attributes } from '../escape';

/** Args are ignored; without a usable variant the value passes through unchanged. */
export const imageSrcset: Formatter = (value) => {
  const srcset = srcsetCandidates(toText(propertyPath(value, 'assetUrl')), toText(propertyPath(value, 'systemDataVariants')));
  return srcset === undefined ? value : attributes({ srcset });
};
