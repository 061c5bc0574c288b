import { describe, expect, it } from 'vitest';
import {
  TOGGLE_MESSAGES,
  experimentOf,
  experimentOr,
  featureConfigOf,
  isFeatureEnabled,
  isFeatureEnabledOr,
} from './feature-toggles';
import type { FeatureConfig } from './feature-toggles';

const config: FeatureConfig = {
  features: {
    on: { type: 'FEATURE_TOGGLE', variant: 'true' },
    off: { type: 'FEATURE_TOGGLE', variant: 'TRUE' },
    test: { type: 'AB_TEST', variant: 'B', segment: 'returning' },
    plain: { type: 'AB_TEST', variant: 'A' },
    broken: { type: 'FEATURE_TOGGLE' } as never,
    odd: { type: 'SOMETHING', variant: 'true' } as never,
  },
};

describe('feature toggles (spec §4, §8)', () => {
  it('are enabled only when the variant is the string true', () => {
    expect(isFeatureEnabled(config, 'on')).toBe(true);
    expect(isFeatureEnabled(config, 'off')).toBe(false);
  });

  it('fail with the four messages of spec §8', () => {
    expect(() => isFeatureEnabled(undefined, 'on')).toThrow(TOGGLE_MESSAGES.notLoaded);
    expect(() => isFeatureEnabled(config, 'missing')).toThrow('The specified feature does not exist');
    expect(() => isFeatureEnabled(config, 'toString')).toThrow('The specified feature does not exist');
    expect(() => isFeatureEnabled(config, 'test')).toThrow('The specified feature is not a FEATURE_TOGGLE');
    expect(() => experimentOf(config, 'on')).toThrow('The specified feature is not a AB_TEST');
    expect(() => isFeatureEnabled(config, 'broken')).toThrow(
      'The specified feature has an invalid server-side definition',
    );
    expect(() => isFeatureEnabled(config, 'odd')).toThrow(
      'The specified feature has an invalid server-side definition',
    );
  });

  it('answer the supplied default on error', () => {
    expect(isFeatureEnabledOr(undefined, 'on', true)).toBe(true);
    expect(isFeatureEnabledOr(config, 'missing', false)).toBe(false);
    expect(experimentOr(config, 'missing', { segment: 'x', variant: 'y' })).toEqual({ segment: 'x', variant: 'y' });
  });

  it('experiments answer their segment and variant, segment default when none', () => {
    expect(experimentOf(config, 'test')).toEqual({ segment: 'returning', variant: 'B' });
    expect(experimentOf(config, 'plain')).toEqual({ segment: 'default', variant: 'A' });
  });

  it('build the site configuration from its beta flags', () => {
    const site = featureConfigOf({ siteVisitorMetrics: true });
    expect(isFeatureEnabled(site, 'site-visitor-metrics')).toBe(true);
    expect(isFeatureEnabled(site, 'product-reviews-kill-switch')).toBe(false);
    expect(isFeatureEnabled(site, 'vanilla-form-handler')).toBe(true);
    expect(isFeatureEnabled(featureConfigOf({ vanillaFormHandler: false }), 'vanilla-form-handler')).toBe(false);
  });
});
