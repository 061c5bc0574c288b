import { describe, expect, it } from 'vitest';
import { isRecord } from './json';

describe('isRecord', () => {
  it('recognises plain objects only', () => {
    expect(isRecord({})).toBe(true);
    expect(isRecord([])).toBe(false);
    expect(isRecord(null)).toBe(false);
    expect(isRecord('x')).toBe(false);
  });
});
