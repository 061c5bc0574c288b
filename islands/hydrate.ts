/**
 * Browser side of the islands: reads the props script once, finds the `data-island` markers,
 * loads each island's chunk once and hydrates every marker with it.
 *
 * @module
 */
import { createElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { IslandRoot } from './IslandRoot';
import { islandIdPrefix } from './id-prefix';
import { decodeProps } from './serialize';
import type { IslandComponent, IslandLoader } from './registry';

/** Hydrates every island of `doc`; resolves when each has been handed to React. */
export async function hydrateIslands(loaders: Record<string, IslandLoader>, doc: Document = document): Promise<void> {
  const props = readProps(doc);
  const roots = [...doc.querySelectorAll<HTMLElement>('[data-island]')];
  const chunks = new Map<string, Promise<IslandComponent>>();
  const load = (name: string) => {
    if (!chunks.has(name)) chunks.set(name, loaders[name]());
    return chunks.get(name)!;
  };

  const jobs = roots.map(async (root) => {
    const name = root.dataset.island ?? '';
    const index = Number(root.dataset.props);
    if (!Object.hasOwn(loaders, name)) return console.warn(`Unknown island "${name}": it is not in the registry.`);
    if (!(index in props)) return console.warn(`Island "${name}" has no props at index ${root.dataset.props}.`);
    const Component = await load(name);
    // One island per task: hydrating a big island can take a while, and yielding between
    // islands lets the browser handle input and paint instead of freezing the page.
    await nextTask();
    const onHydrated = () => root.setAttribute('data-hydrated', '');
    const tree = createElement(IslandRoot, { onHydrated }, createElement(Component, props[index] as object));
    hydrateRoot(root, tree, {
      identifierPrefix: islandIdPrefix(index),
      onRecoverableError: (error) => console.error(`Island "${name}" did not hydrate cleanly:`, error),
    });
  });
  const results = await Promise.allSettled(jobs);
  for (const result of results) {
    if (result.status === 'rejected') console.error('An island failed to load:', result.reason);
  }
}

function readProps(doc: Document): unknown[] {
  const text = doc.getElementById('island-props')?.textContent;
  if (!text) return [];
  try {
    const props = decodeProps(JSON.parse(text));
    return Array.isArray(props) ? props : [];
  } catch (error) {
    console.error('The island props script is not valid:', error);
    return [];
  }
}

function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
