/**
 * Gallery predicates over context `options` (a gallery block's settings): design, meta
 * position, active alignment and the boolean flags, one predicate per value (§12.6).
 */
import { isTruthy, toFlag } from '../../convert';
import type { Predicate } from '../../types';

const DESIGNS = ['grid', 'slideshow', 'slider', 'stacked'];
const META_POSITIONS = ['top', 'top-left', 'top-right', 'center', 'bottom', 'bottom-left', 'bottom-right'];
const ALIGNMENTS = ['center', 'left', 'right'];
const FLAGS = [
  'autoplay',
  'auto-crop',
  'controls',
  'lightbox',
  'square-thumbs',
  'show-meta',
  'show-meta-on-hover',
  'thumbnails',
];

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

function family(prefix: string, option: string, values: string[]): Record<string, Predicate> {
  return Object.fromEntries(values.map((value) => [`${prefix}${value}?`, optionEquals(option, value)]));
}

export const galleryPredicates: Record<string, Predicate> = {
  'gallery-meta?': galleryMeta,
  ...family('gallery-design-', 'design', DESIGNS),
  ...family('gallery-meta-position-', 'meta-position', META_POSITIONS),
  ...family('gallery-active-alignment-', 'active-alignment', ALIGNMENTS),
  ...Object.fromEntries(FLAGS.map((flag) => [`gallery-${flag}?`, optionFlag(flag)])),
};
