import { describe, expect, it } from 'vitest';
import { hostName } from './host';

describe('hostName', () => {
  it('lower-cases and drops the port', () => {
    expect(hostName('Demo.Localhost:3000')).toBe('demo.localhost');
    expect(hostName('127.0.0.1')).toBe('127.0.0.1');
    expect(hostName('[::1]:8080')).toBe('[::1]');
    expect(hostName(undefined)).toBe('');
  });
});
