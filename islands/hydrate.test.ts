// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IslandCollector } from './collector';
import { hydrateIslands } from './hydrate';
import { testIslandLoaders, testServerIslands } from '../test/helpers/islands';
import type { IslandLoader } from './registry';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** Server-renders `islands` into the document as a page would. */
function serverPage(islands: [string, unknown][]): void {
  const collector = new IslandCollector({ components: testServerIslands, warn: () => {} });
  document.body.innerHTML =
    islands.map(([name, props]) => collector.render(name, props)).join('') + collector.propsScript();
}

async function hydrate(loaders: Record<string, IslandLoader> = testIslandLoaders): Promise<void> {
  await act(async () => {
    await hydrateIslands(loaders);
  });
}

let errors: ReturnType<typeof vi.spyOn>;
let warnings: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  errors = vi.spyOn(console, 'error');
  warnings = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('hydrateIslands', () => {
  it('makes server HTML live without a hydration error', async () => {
    serverPage([
      ['counter', { start: 2, label: 'a' }],
      ['counter', { start: 7, label: 'b' }],
    ]);
    await hydrate();
    const buttons = document.querySelectorAll('button');
    expect([...document.querySelectorAll('[data-island]')].every((el) => el.hasAttribute('data-hydrated'))).toBe(true);
    await act(async () => buttons[1].click());
    expect(buttons[1].textContent).toBe('Count: 8');
    expect(buttons[0].textContent).toBe('Count: 2');
    expect(errors).not.toHaveBeenCalled();
  });

  it('reports server HTML that does not match, naming the island', async () => {
    errors.mockImplementation(() => {});
    serverPage([['counter', { start: 2, label: 'a' }]]);
    document.querySelector('button')!.textContent = 'Count: 3';
    await hydrate();
    expect(errors).toHaveBeenCalledWith('Island "counter" did not hydrate cleanly:', expect.anything());
  });

  it('loads the chunk of each island present once, and no other', async () => {
    serverPage([
      ['counter', { start: 0, label: 'a' }],
      ['counter', { start: 1, label: 'b' }],
    ]);
    const counter = vi.fn(testIslandLoaders.counter);
    const probe = vi.fn(testIslandLoaders['props-probe']);
    await hydrate({ counter, 'props-probe': probe });
    expect(counter).toHaveBeenCalledTimes(1);
    expect(probe).not.toHaveBeenCalled();
  });

  it('hands islands the decoded props', async () => {
    const props = {
      when: new Date('2024-03-04T00:00:00.000Z'),
      tags: new Set(['a', 'b']),
      prices: new Map([['x', 5]]),
      link: new URL('https://s.test/shop'),
      big: 10n ** 20n,
    };
    serverPage([['props-probe', props]]);
    await hydrate();
    const kinds = [...document.querySelectorAll('dd')].map((dd) => dd.getAttribute('data-kind'));
    expect(kinds).toEqual(['Date', 'Set', 'Map', 'URL', 'bigint']);
    expect(errors).not.toHaveBeenCalled();
  });

  it('warns about an unknown island and still hydrates the others', async () => {
    serverPage([['counter', { start: 0, label: 'a' }]]);
    document.body.insertAdjacentHTML('afterbegin', '<div data-island="mystery" data-props="0"></div>');
    await hydrate();
    expect(warnings).toHaveBeenCalledWith('Unknown island "mystery": it is not in the registry.');
    await act(async () => document.querySelector('button')!.click());
    expect(document.querySelector('button')!.textContent).toBe('Count: 1');
  });

  it('warns when a marker has no props', async () => {
    document.body.innerHTML = '<div data-island="counter" data-props="4"></div>';
    await hydrate();
    expect(warnings).toHaveBeenCalledWith('Island "counter" has no props at index 4.');
  });

  it('reports a chunk that fails to load without stopping the rest', async () => {
    errors.mockImplementation(() => {});
    serverPage([
      [
        'props-probe',
        { when: new Date(0), tags: new Set(), prices: new Map(), link: new URL('https://a.test'), big: 1n },
      ],
      ['counter', { start: 0, label: 'a' }],
    ]);
    await hydrate({ ...testIslandLoaders, 'props-probe': () => Promise.reject(new Error('offline')) });
    expect(errors).toHaveBeenCalledWith('An island failed to load:', expect.objectContaining({ message: 'offline' }));
    expect(document.querySelector('[data-island="counter"]')!.hasAttribute('data-hydrated')).toBe(true);
  });
});
