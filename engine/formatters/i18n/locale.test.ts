import { describe, expect, it } from 'vitest';
import { localeOf } from './locale';
import type { Scope } from '../../types';

const scope = (locale: string | undefined) => ({ locale }) as Scope;

describe('localeOf', () => {
  it('canonicalises the render locale, the same answer every time', () => {
    expect(localeOf(scope('en-us'))).toBe('en-US');
    expect(localeOf(scope('en-us'))).toBe('en-US');
  });

  it('gives undefined for no locale or one Intl rejects', () => {
    expect(localeOf(scope(undefined))).toBeUndefined();
    expect(localeOf(scope('not a locale!'))).toBeUndefined();
    expect(localeOf(scope('not a locale!'))).toBeUndefined();
  });
});
