/**
 * Gallery predicates over context `options` (a gallery block's settings): design, meta
 * position, active alignment and the boolean flags, one predicate per value (§12.6). The
 * values are the spec's enumerations in domain/gallery.ts.
 */
import { GALLERY_ALIGNMENTS, GALLERY_DESIGNS, GALLERY_META_POSITIONS, TEMPLATE_GALLERY_FLAGS } from '../../../domain';
import { isTruthy, toFlag } from '../../convert';
import type { Predicate } from '../../types';

function optionEquals(option: string, expected: string): Predicate {
  return (_node, _args, scope) => scope.resolve(`options.${option}`) === expected;
}

function optionFlag(option: string): Predicate {
  return (_node, _args, scope) => {
    const value = scope.resolve(`options.${option}`);
    return value !== undefined && toFlag(value);
  };
}

/** Controls or indicators shown: the gallery needs its meta area. */
const galleryMeta: Predicate = (_node, _args, scope) =>
  isTruthy(scope.resolve('options.controls')) || isTruthy(scope.resolve('options.indicators'));

function family(prefix: string, option: string, values: readonly string[]): Record<string, Predicate> {
  return Object.fromEntries(values.map((value) => [`${prefix}${value}?`, optionEquals(option, value)]));
}

export const galleryPredicates: Record<string, Predicate> = {
  'gallery-meta?': galleryMeta,
  ...family('gallery-design-', 'design', GALLERY_DESIGNS),
  ...family('gallery-meta-position-', 'meta-position', GALLERY_META_POSITIONS),
  ...family('gallery-active-alignment-', 'active-alignment', GALLERY_ALIGNMENTS),
  ...Object.fromEntries(TEMPLATE_GALLERY_FLAGS.map((flag) => [`gallery-${flag}?`, optionFlag(flag)])),
};
