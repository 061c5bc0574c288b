/**
 * The client's feature toggle and experiment reader (spec §4, §8). The configuration comes
 * from the server as `{ features: { name: { type, variant, segment? } } }`. A toggle is enabled
 * only when its variant is the string 'true'; an experiment answers its segment and variant
 * (segment 'default' when none is set). The readers that take a fallback answer it on any error.
 *
 * @module
 */

export const TOGGLE_MESSAGES = {
  notLoaded: 'The underlying configuration is not loaded',
  unknownFeature: 'The specified feature does not exist',
  notToggle: 'The specified feature is not a FEATURE_TOGGLE',
  notExperiment: 'The specified feature is not a AB_TEST',
  invalidDefinition: 'The specified feature has an invalid server-side definition',
} as const;

export type FeatureKind = 'FEATURE_TOGGLE' | 'AB_TEST';

export interface FeatureDefinition {
  type: FeatureKind;
  variant: string;
  segment?: string;
}

export interface FeatureConfig {
  features: Record<string, FeatureDefinition>;
}

export interface Experiment {
  segment: string;
  variant: string;
}

/** Feature names the product defines (spec §6 beta flags). */
export const BETA_FEATURES = {
  siteVisitorMetrics: 'site-visitor-metrics',
  instalmentsOnProductPage: 'instalments-on-product-page',
  vanillaFormHandler: 'vanilla-form-handler',
  productReviewsKillSwitch: 'product-reviews-kill-switch',
  /** Spec §4: colors and fonts saves use the patch variant (only the changed paths) when on. */
  aestheticsPatchApi: 'aesthetics-patch-api',
} as const;

export class FeatureToggleError extends Error {}

function definitionOf(config: FeatureConfig | null | undefined, name: string, kind: FeatureKind): FeatureDefinition {
  if (!config || typeof config !== 'object' || !config.features || typeof config.features !== 'object') {
    throw new FeatureToggleError(TOGGLE_MESSAGES.notLoaded);
  }
  if (!Object.hasOwn(config.features, name)) throw new FeatureToggleError(TOGGLE_MESSAGES.unknownFeature);
  const feature = config.features[name];
  if (!feature || typeof feature !== 'object' || typeof feature.variant !== 'string') {
    throw new FeatureToggleError(TOGGLE_MESSAGES.invalidDefinition);
  }
  if (feature.type !== kind) {
    if (feature.type !== 'FEATURE_TOGGLE' && feature.type !== 'AB_TEST')
      throw new FeatureToggleError(TOGGLE_MESSAGES.invalidDefinition);
    throw new FeatureToggleError(kind === 'FEATURE_TOGGLE' ? TOGGLE_MESSAGES.notToggle : TOGGLE_MESSAGES.notExperiment);
  }
  return feature;
}

/** Throws a FeatureToggleError with one of the four messages when it cannot answer. */
export function isFeatureEnabled(config: FeatureConfig | null | undefined, name: string): boolean {
  return definitionOf(config, name, 'FEATURE_TOGGLE').variant === 'true';
}

/** `fallback` when the configuration cannot answer. */
export function isFeatureEnabledOr(config: FeatureConfig | null | undefined, name: string, fallback: boolean): boolean {
  try {
    return isFeatureEnabled(config, name);
  } catch {
    return fallback;
  }
}

export function experimentOf(config: FeatureConfig | null | undefined, name: string): Experiment {
  const feature = definitionOf(config, name, 'AB_TEST');
  return {
    segment: typeof feature.segment === 'string' && feature.segment ? feature.segment : 'default',
    variant: feature.variant,
  };
}

export function experimentOr(config: FeatureConfig | null | undefined, name: string, fallback: Experiment): Experiment {
  try {
    return experimentOf(config, name);
  } catch {
    return fallback;
  }
}

/** Flags that are on unless a site turns them off (the form template schema reads it so too). */
const ON_BY_DEFAULT: ReadonlySet<string> = new Set(['vanillaFormHandler']);

/** The configuration the server sends for a site's beta flags (`featureFlags` in site.json, camelCase). */
export function featureConfigOf(flags: Record<string, unknown>): FeatureConfig {
  const features: Record<string, FeatureDefinition> = {};
  for (const [key, name] of Object.entries(BETA_FEATURES)) {
    const on = ON_BY_DEFAULT.has(key) ? flags[key] !== false : flags[key] === true;
    features[name] = { type: 'FEATURE_TOGGLE', variant: on ? 'true' : 'false' };
  }
  return { features };
}
