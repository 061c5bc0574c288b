import { describe, expect, it } from 'vitest';
import { slug } from './slug';

describe('slug', () => {
  it('keeps ASCII letters, digits and dashes, dashes whitespace and lower-cases', () => {
    expect(slug('Hello, World 2024!')).toBe('hello-world-2024');
    expect(slug('  a \t b--c ')).toBe('-a-b--c-');
    expect(slug('Café')).toBe('caf');
  });

  it('slugs the text form of other values', () => {
    expect(slug(5)).toBe('5');
    expect(slug(true)).toBe('true');
    expect(slug(null)).toBe('');
    expect(slug({ a: 1 })).toBe('');
  });
});
