/**
 * Predicates over the numbered and named types of a node: record type, promoted block type,
 * background source and slice type (§12.6). Generated from the enumerations in domain/enums.
 */
import { BACKGROUND_SOURCES, PROMOTED_BLOCK_TYPES, RECORD_TYPES, SLICE_TYPES } from '../../../domain';
import { propertyPath, toNumber } from '../../convert';
import type { ArgumentRule, Predicate } from '../../types';

const fieldIs =
  (field: string, code: number): Predicate =>
  (node) =>
    toNumber(propertyPath(node, field)) === code;

const promotedIs =
  (name: string): Predicate =>
  (node) =>
    propertyPath(node, 'promotedBlockType') === name;

/** Record types that a promoted block of the same name also stands for (a post promoting a video). */
const PROMOTABLE = new Set<string>(['image', 'quote', 'link', 'gallery', 'video']);

function recordTypePredicate(name: string, code: number): Predicate {
  const isRecord = fieldIs('recordType', code);
  if (!PROMOTABLE.has(name)) return isRecord;
  const isPromoted = promotedIs(name);
  return (node, args, scope) => isRecord(node, args, scope) || isPromoted(node, args, scope);
}

const isSliceType = (name: string) => Object.hasOwn(SLICE_TYPES, name);

/** `current-type? NAME`: the integer `currentType` is the slice-type code of NAME (unknown NAME → false). */
const currentType: Predicate = (node, args) => {
  const name = args[0];
  if (name === undefined || !isSliceType(name)) return false;
  return Math.trunc(toNumber(propertyPath(node, 'currentType'))) === SLICE_TYPES[name as keyof typeof SLICE_TYPES];
};

export const typePredicates: Record<string, Predicate> = {
  ...Object.fromEntries(
    Object.entries(RECORD_TYPES).map(([name, code]) => [`${name}?`, recordTypePredicate(name, code)]),
  ),
  'external-video?': recordTypePredicate('video', RECORD_TYPES.video),
  ...Object.fromEntries(PROMOTED_BLOCK_TYPES.map((name) => [`promoted${name.toUpperCase()}?`, promotedIs(name)])),
  ...Object.fromEntries(
    Object.entries(BACKGROUND_SOURCES).map(([name, code]) => [
      `background-source-${name}?`,
      fieldIs('backgroundSource', code),
    ]),
  ),
  'current-type?': currentType,
};

/** `current-type?` with no NAME, or one that is not a slice type, is always false. */
export const typeArguments: Record<string, ArgumentRule> = {
  'current-type?': {
    minArgs: 1,
    maxArgs: 1,
    check: ([name]) => (isSliceType(name) ? undefined : `argument '${name}' is not a slice type`),
  },
};
