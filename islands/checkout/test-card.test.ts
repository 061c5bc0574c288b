import { describe, expect, it } from 'vitest';
import { testCardToken } from './test-card';

describe('testCardToken', () => {
  it('maps the documented test cards to the provider tokens, spaces and dashes allowed', () => {
    expect(testCardToken('4242 4242 4242 4242')).toBe('tok_test_ok');
    expect(testCardToken('4242-4242-4242-4242')).toBe('tok_test_ok');
    expect(testCardToken('4000000000000002')).toBe('tok_test_decline');
  });

  it('knows no other card', () => {
    expect(testCardToken('5555 5555 5555 4444')).toBeUndefined();
    expect(testCardToken('')).toBeUndefined();
  });
});
