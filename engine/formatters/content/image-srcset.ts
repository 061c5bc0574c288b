/** `image-srcset`: a ` srcset="…"` attribute from `assetUrl` and `systemDataVariants`. */
import { srcsetCandidates } from '../../../domain/images';
import { toText } from '../../convert';
import type { Formatter } from '../../types';
import { dig } from './dig';
import { attributes } from './escape';

/** Args are ignored; without a usable variant the value passes through unchanged. */
export const imageSrcset: Formatter = (value) => {
  const srcset = srcsetCandidates(toText(dig(value, 'assetUrl')), toText(dig(value, 'systemDataVariants')));
  return srcset === undefined ? value : attributes({ srcset });
};
