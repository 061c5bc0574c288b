/** Survey cohorts A to E (spec §3). */
import { listLookup } from './lookup';

export const SURVEY_COHORTS = ['A', 'B', 'C', 'D', 'E'] as const;
export type SurveyCohort = (typeof SURVEY_COHORTS)[number];
export const SURVEY_COHORT_LOOKUP = /* @__PURE__ */ listLookup('survey cohort', SURVEY_COHORTS);
