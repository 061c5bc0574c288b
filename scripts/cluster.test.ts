import { describe, expect, it } from 'vitest';
import { readWorkers } from './cluster';

describe('readWorkers', () => {
  it('is one process when WORKERS is unset or blank', () => {
    expect(readWorkers({})).toBe(1);
    expect(readWorkers({ WORKERS: ' ' })).toBe(1);
  });

  it('takes a whole number from 1 to 64, with a PostgreSQL server for more than one', () => {
    expect(readWorkers({ WORKERS: '1' })).toBe(1);
    expect(readWorkers({ WORKERS: '4', DATABASE_URL: 'postgres://x/y' })).toBe(4);
    expect(readWorkers({ WORKERS: '64', DATABASE_URL: 'postgres://x/y' })).toBe(64);
  });

  it('refuses anything else in one line naming the setting', () => {
    for (const bad of ['0', '65', '-2', '2.5', 'four', '1e3', '0x10']) {
      expect(readWorkers({ WORKERS: bad, DATABASE_URL: 'postgres://x/y' })).toBe(
        `WORKERS must be a whole number from 1 to 64, not '${bad}'.`,
      );
    }
    expect(readWorkers({ WORKERS: '2' })).toMatch(/^WORKERS=2 needs a PostgreSQL server: set DATABASE_URL/);
  });
});
