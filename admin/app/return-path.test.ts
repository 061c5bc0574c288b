import { describe, expect, it } from 'vitest';
import { returnPath } from './return-path';

const ORIGIN = 'https://store.example';

describe('return path after sign-in', () => {
  it('follows the upsell paths of this site only', () => {
    expect(returnPath('?next=%2Fsettings%2Fbilling%2Fupgrade', ORIGIN)).toBe('/settings/billing/upgrade');
    expect(returnPath('?next=/settings/billing/subscriptions/website', ORIGIN)).toBe(
      '/settings/billing/subscriptions/website',
    );
    expect(returnPath('?next=https://store.example/settings/billing/upgrade', ORIGIN)).toBe(
      '/settings/billing/upgrade',
    );
    // A newline is dropped as a browser drops it: the path followed is the one checked.
    expect(returnPath('?next=/settings/billing/upgrade%0a', ORIGIN)).toBe('/settings/billing/upgrade');
    for (const bad of [
      '',
      '?next=',
      '?next=https://evil.example/',
      '?next=//evil.example/settings/billing/upgrade',
      '?next=%2F%09%2Fevil.example%2Fsettings%2Fbilling%2Fupgrade',
      '?next=/settings/billing//evil.example',
      '?next=/config/orders',
      '?next=javascript:alert(1)',
    ]) {
      expect([bad, returnPath(bad, ORIGIN)]).toEqual([bad, undefined]);
    }
  });
});
