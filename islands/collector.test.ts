import { createElement, useId } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { IslandCollector } from './collector';
import { IslandPropsError, decodeProps } from './serialize';
import { testServerIslands } from '../test/helpers/islands';

const pill = { totalQuantity: 2, subtotalText: '$20.00', style: 'light', hidden: false };

function propsOf(script: string): unknown {
  const json = /^<script type="application\/json" id="island-props">(.*)<\/script>$/s.exec(script)?.[1];
  return decodeProps(JSON.parse(json ?? 'null'));
}

describe('IslandCollector', () => {
  it('renders the island inside its marker, numbering props in page order', () => {
    const islands = new IslandCollector({ components: testServerIslands });
    const first = islands.render('counter', { start: 1, label: 'a' });
    const second = islands.render('pill-cart', pill);
    expect(first).toMatch(
      /^<div data-island="counter" data-props="0"><div class="counter">.*Count: 1.*<\/div><\/div>$/,
    );
    expect(second).toMatch(
      /^<div data-island="pill-cart" data-props="1"><a href="\/cart" class="pill-cart pill-cart--light">/,
    );
    expect(islands.names).toEqual(['counter', 'pill-cart']);
  });

  it('gives each island its own useId prefix', () => {
    const islands = new IslandCollector({ components: testServerIslands });
    const a = islands.render('counter', { start: 0, label: 'a' });
    const b = islands.render('counter', { start: 0, label: 'b' });
    const id = (html: string) => /<span id="([^"]+)"/.exec(html)?.[1];
    expect(id(a)).toMatch(/^_?i0-/);
    expect(id(a)).not.toBe(id(b));
  });

  it('writes every props value in one escaped JSON script', () => {
    const islands = new IslandCollector({ components: testServerIslands });
    const when = new Date('2024-01-02T03:04:05.000Z');
    islands.render('counter', { start: 3, label: '</script><b>&' });
    islands.render('props-probe', {
      when,
      tags: new Set(['x']),
      prices: new Map([['a', 1]]),
      link: new URL('https://x.test/p'),
      big: 9n,
    });
    const script = islands.propsScript();
    expect(script).not.toContain('</script><b>');
    expect(script).toContain('\\u003c/script\\u003e\\u003cb\\u003e\\u0026');
    expect(propsOf(script)).toEqual([
      { start: 3, label: '</script><b>&' },
      { when, tags: new Set(['x']), prices: new Map([['a', 1]]), link: new URL('https://x.test/p'), big: 9n },
    ]);
  });

  it('writes no script when no island was rendered', () => {
    expect(new IslandCollector().propsScript()).toBe('');
  });

  it('answers an unknown name with a comment and a warning, and keeps going', () => {
    const warn = vi.fn();
    const islands = new IslandCollector({ warn });
    expect(islands.render('carousel--><script>', {})).toBe('<!-- unknown island carousel<script -->');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Unknown island "carousel--><script>"'));
    expect(islands.names).toEqual([]);
    expect(islands.propsScript()).toBe('');
  });

  it('does not treat inherited object keys as islands', () => {
    const islands = new IslandCollector({ warn: () => {} });
    expect(islands.render('toString', {})).toMatch(/^<!-- unknown island/);
  });

  it('renders an island once per props and position, and again for other props or another position', () => {
    const renders: string[] = [];
    const Probe = ({ label }: { label: string }) => (renders.push(label), createElement('b', { id: useId() }, label));
    const components = { probe: Probe };
    const first = new IslandCollector({ components });
    const a = first.render('probe', { label: 'a' });
    const b = first.render('probe', { label: 'b' });
    const again = new IslandCollector({ components });
    expect(again.render('probe', { label: 'a' })).toBe(a);
    expect(again.render('probe', { label: 'b' })).toBe(b);
    expect(again.render('probe', { label: 'a' })).toMatch(
      /^<div data-island="probe" data-props="2"><b id="[^"]*i2-[^"]*">a<\/b><\/div>$/,
    );
    expect(renders).toEqual(['a', 'b', 'a']);
    expect(again.propsScript()).toBe(first.propsScript().replace(']', ',{"label":"a"}]'));
  });

  it('rejects props with a cycle, naming the island, and records nothing', () => {
    const islands = new IslandCollector();
    const options: Record<string, unknown> = {};
    options.self = options;
    expect(() => islands.render('gallery', { images: [], options })).toThrow(IslandPropsError);
    expect(() => islands.render('gallery', { images: [], options })).toThrow(/island "gallery"/);
    expect(islands.propsScript()).toBe('');
  });
});
