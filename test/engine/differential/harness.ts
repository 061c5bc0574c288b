/**
 * Renders one case with both engines and normalises what may legitimately differ in form:
 * positions (ours has line/column, the reference none: we compare message text only) and
 * U+202F NARROW NO-BREAK SPACE, which newer ICU puts before AM/PM where the reference's
 * CLDR data has a plain space.
 */
import { renderTemplate } from '../../../engine';
import { renderReference } from './reference';
import type { Outcome, RenderCase } from './types';

/** The clock both engines share unless a case sets its own. */
export const FIXED_NOW = 1_700_000_000_000;

function normalise(text: string): string {
  return text.replace(/\u202f/g, ' ');
}

/** Ours with the locale en-US named, or (`named` false) with none, which must render as en-US. */
export function renderOurs(test: RenderCase, named = true): Outcome {
  const result = renderTemplate(test.template, test.data ?? {}, {
    partials: test.partials,
    injects: test.injects,
    now: test.now ?? FIXED_NOW,
    ...(named ? { locale: 'en-US' } : {}),
  });
  return { output: normalise(result.output), errors: result.errors.map((e) => e.message) };
}

export function renderTheirs(test: RenderCase): Outcome {
  const result = renderReference({ ...test, now: test.now ?? FIXED_NOW });
  return { output: normalise(result.output), errors: result.errors };
}

export interface Comparison {
  ours: Outcome;
  /** Ours without a locale option (the default locale, en-US), against the same en-US CLDR data. */
  oursDefault: Outcome;
  theirs: Outcome;
  same: boolean;
}

export function compareEngines(test: RenderCase): Comparison {
  const ours = renderOurs(test);
  const oursDefault = renderOurs(test, false);
  const theirs = renderTheirs(test);
  const same = ours.output === theirs.output && JSON.stringify(ours.errors) === JSON.stringify(theirs.errors);
  return { ours, oursDefault, theirs, same };
}
