/**
 * The shared enumerations and constants of spec §3, §8 and §9, one file per group, each table
 * with both-way lookups (`*_LOOKUP`: name → code and code → name, unknown → undefined or an
 * `UnknownEnumValueError`). `domain/index.ts` re-exports everything here.
 *
 * | file | what |
 * | --- | --- |
 * | `core.ts` | product, record, collection, slice, page and view-event types; website roles; background sources; folder behaviours |
 * | `features.ts` | features 1–68 |
 * | `block-types.ts` | block types 1–70, promoted block types |
 * | `layouts.ts` | layout ids 1000–1019, the empty layout body, section kinds |
 * | `editor.ts` | editor block names, design-tweak page types, device and collection views, dirty paths, text filters, connected-account link |
 * | `gallery-media.ts`, `popup-overlay.ts`, `surveys.ts` | gallery item media types; popup overlay keys and positions; survey cohorts |
 * | `viewports.ts` | mobile ≤ 432 px, desktop ≥ 433 px, tablet never matched; the CSS media queries |
 * | `bytes.ts` | Bytes to YB (base 1024), bytes per MB, `formatBytes` |
 * | `constants.ts` | the other §9 limits and §8 date texts |
 * | `lookup.ts` | `enumLookup`, `listLookup`, `UnknownEnumValueError` |
 *
 * @module
 */
export * from './block-types';
export * from './bytes';
export * from './constants';
export * from './core';
export * from './editor';
export * from './features';
export * from './gallery-media';
export * from './layouts';
export * from './lookup';
export * from './popup-overlay';
export * from './surveys';
export * from './viewports';
