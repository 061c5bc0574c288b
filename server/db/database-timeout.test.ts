import { describe, expect, it } from 'vitest';
import { DEFAULT_DATABASE_TIMEOUT_SECONDS, readDatabaseTimeout } from './index';

describe('DATABASE_TIMEOUT_SECONDS', () => {
  it('is 10 seconds when unset or empty, else the seconds given', () => {
    expect(DEFAULT_DATABASE_TIMEOUT_SECONDS).toBe(10);
    expect(readDatabaseTimeout({})).toBe(10);
    expect(readDatabaseTimeout({ DATABASE_TIMEOUT_SECONDS: ' ' })).toBe(10);
    expect(readDatabaseTimeout({ DATABASE_TIMEOUT_SECONDS: '30' })).toBe(30);
    expect(readDatabaseTimeout({ DATABASE_TIMEOUT_SECONDS: '2.5' })).toBe(2.5);
  });

  it('refuses what is not a number of seconds from 1 to 3600, naming the setting and the value', () => {
    for (const bad of ['0', '0.5', '3601', 'ten', '-5', '1e3'])
      expect(() => readDatabaseTimeout({ DATABASE_TIMEOUT_SECONDS: bad })).toThrow(
        `DATABASE_TIMEOUT_SECONDS must be a number of seconds from 1 to 3600, not '${bad}'.`,
      );
  });
});
