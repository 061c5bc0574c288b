import { describe, expect, it } from 'vitest';
import { defaultRegistry } from './builtins';
import { compileTemplate } from './index';

describe('Registry', () => {
  it('counts every registration, replacements included', () => {
    const registry = defaultRegistry.clone();
    const before = registry.revision;
    registry.registerFormatter('shout', (v) => String(v).toUpperCase());
    registry.registerFormatter('shout', (v) => `${String(v)}!`);
    expect(registry.revision).toBe(before + 2);
  });

  it('recompiles partials after a formatter is replaced', () => {
    const registry = defaultRegistry.clone();
    registry.registerFormatter('shout', (v) => String(v).toUpperCase());
    const template = compileTemplate('{@|apply p}', { registry });
    const partials = { p: '{name|shout}' };
    expect(template.render({ name: 'ann' }, { partials }).output).toBe('ANN');
    registry.registerFormatter('shout', (v) => `${String(v)}!`);
    expect(template.render({ name: 'ann' }, { partials }).output).toBe('ann!');
  });
});
