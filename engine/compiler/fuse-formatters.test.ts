import { describe, expect, it } from 'vitest';
import { json } from '../formatters/json';
import { compileTemplate, defaultRegistry } from '../index';

const render = (source: string, data: unknown, registry = defaultRegistry) =>
  compileTemplate(source, { registry }).render(data, { now: 0 });

/** A registry whose json is the built-in one wrapped: neither fused nor run without its frame. */
function unfused() {
  const registry = defaultRegistry.clone();
  registry.registerFormatter('json', (value, args, scope) => json(value, args, scope));
  return registry;
}

describe('fused formatters', () => {
  const data = { v: [{ name: 'Rust & Clay', note: '</script>' }], s: 'a"b' };

  it('print {x|json|htmlattr} as the two formatters would, in any chain and in .var', () => {
    const expected = '[{&quot;name&quot;:&quot;Rust &amp; Clay&quot;,&quot;note&quot;:&quot;&lt;\\/script&gt;&quot;}]';
    expect(render('<i data-v="{v|json|htmlattr}">', data).output).toBe(`<i data-v="${expected}">`);
    expect(render('{v|json|htmltag}', data).output).toBe(expected);
    expect(render('{s|json|htmlattr|json}', data).output).toBe('"&quot;a\\\\&quot;b&quot;"');
    expect(render('{.var @x v|json|htmlattr}{@x}', data).output).toBe(expected);
    expect(render('{v|json|html}', data).output).toBe('[{"name":"Rust &amp; Clay","note":"&lt;\\/script&gt;"}]');
  });

  it('print what the unfused chain prints', () => {
    // A json of the site's own (the built-in one, wrapped) is not fused: the two steps.
    for (const source of [
      '{v|json|htmlattr}',
      '{s|json|htmltag|htmlattr}',
      '{.var @x s|json|htmlattr}{@x|json|htmlattr}',
    ])
      expect(render(source, data).output).toBe(render(source, data, unfused()).output);
  });

  it('are not fused when a site registers its own json', () => {
    const registry = defaultRegistry.clone();
    registry.registerFormatter('json', () => 'mine"');
    expect(render('{v|json|htmlattr}', data, registry).output).toBe('mine&quot;');
  });

  it('report a cycle where and as the unfused chain does', () => {
    const cycle: Record<string, unknown> = {};
    cycle.self = cycle;
    const source = 'a\n <{v|json|htmlattr}>';
    const fusedRun = render(source, { v: cycle });
    expect(fusedRun.output).toBe('a\n <>');
    expect(fusedRun.errors).toHaveLength(1);
    expect(fusedRun.errors).toEqual(render(source, { v: cycle }, unfused()).errors);
  });
});
