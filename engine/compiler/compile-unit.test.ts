import { describe, expect, it } from 'vitest';
import { compileTemplate, defaultRegistry } from '../index';

describe('compile errors', () => {
  it('stay with their own template when an argument check compiles another one meanwhile', () => {
    const registry = defaultRegistry.clone();
    let inner: ReturnType<typeof compileTemplate> | undefined;
    registry.registerFormatter('outer', (value) => value, {
      check: () => {
        inner = compileTemplate('{x|no-such-inner}', { registry });
        return undefined;
      },
    });
    const outer = compileTemplate('{a|no-such-first}{b|outer 1}{c|no-such-last}', { registry });
    expect(outer.errors.map((error) => error.message)).toEqual([
      expect.stringContaining('no-such-first'),
      expect.stringContaining('no-such-last'),
    ]);
    expect(inner?.errors.map((error) => error.message)).toEqual([expect.stringContaining('no-such-inner')]);
  });
});
