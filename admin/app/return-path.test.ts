import { describe, expect, it } from 'vitest';
import { returnPath } from './return-path';

describe('return path after sign-in', () => {
  it('follows the upsell paths only', () => {
    expect(returnPath('?next=%2Fsettings%2Fbilling%2Fupgrade')).toBe('/settings/billing/upgrade');
    expect(returnPath('?next=/settings/billing/subscriptions/website')).toBe('/settings/billing/subscriptions/website');
    for (const bad of [
      '',
      '?next=',
      '?next=https://evil.example/',
      '?next=//evil.example/settings/billing/upgrade',
      '?next=/settings/billing//evil.example',
      '?next=/config/orders',
      '?next=/settings/billing/upgrade%0a',
      '?next=javascript:alert(1)',
    ]) {
      expect([bad, returnPath(bad)]).toEqual([bad, undefined]);
    }
  });
});
