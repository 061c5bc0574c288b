/**
 * Server side of the islands: renders each island's HTML with react-dom/server inside its
 * marker and keeps its props for the one props script at the end of the body.
 *
 * Hydration needs the browser's first render, made from the props alone, to match the server's,
 * so an island's server HTML is a function of its props and position: it is remembered by them
 * (the last MEMO_SIZE of each component), and most pages render no React at all.
 *
 * @example
 *   const islands = new IslandCollector();
 *   const html = islands.render('pill-cart', { totalQuantity: 2, subtotalText: '$20.00', style: 'light', hidden: false });
 *   page = `${html}…${islands.propsScript()}`;
 *
 * @module
 */
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { IslandRoot } from './IslandRoot';
import { islandIdPrefix } from './id-prefix';
import { scriptJson } from './script-json';
import { encodeProps } from './serialize';
import { serverIslands } from './server-components';
import type { IslandComponent } from './registry';

export interface IslandCollectorOptions {
  /** The components to render by name. @default the islands of server-components.ts */
  components?: Record<string, IslandComponent>;
  /** Where unknown island names are reported. @default console.warn */
  warn?: (message: string) => void;
  /** Told of every island rendered, with its props (the page's CSP needs, for one). */
  observe?: (name: string, props: unknown) => void;
}

const MEMO_SIZE = 200;

/**
 * Script-safe JSON of frozen props. A producer freezes props it hands out again and again
 * (the product form's, kept per item) and never changes them, so their JSON is made once.
 */
const frozenJson = new WeakMap<object, string>();

function propsJson(name: string, props: unknown): string {
  const frozen = props !== null && typeof props === 'object' && Object.isFrozen(props);
  let json = frozen ? frozenJson.get(props) : undefined;
  if (json === undefined) {
    json = scriptJson(encodeProps(name, props));
    if (frozen) frozenJson.set(props, json);
  }
  return json;
}

/**
 * Per component: props JSON to the server HTML at each position, least recently used first.
 * Keyed by the JSON string itself, not a string built from it: frozen props give the same JSON
 * string every time, and a string's hash is computed once.
 */
const memos = new WeakMap<IslandComponent, Map<string, Map<number, string>>>();

function renderIsland(component: IslandComponent, props: unknown, index: number, json: string): string {
  let memo = memos.get(component);
  if (!memo) memos.set(component, (memo = new Map()));
  let byIndex = memo.get(json);
  if (byIndex === undefined) {
    byIndex = new Map();
    if (memo.size >= MEMO_SIZE) memo.delete(memo.keys().next().value!);
  } else {
    memo.delete(json);
  }
  memo.set(json, byIndex);
  let html = byIndex.get(index);
  if (html === undefined) {
    html = renderToString(createElement(IslandRoot, null, createElement(component, props as object)), {
      identifierPrefix: islandIdPrefix(index),
    });
    byIndex.set(index, html);
  }
  return html;
}

/** Collects the islands of one page render. Create one per request. */
export class IslandCollector {
  readonly #components: Record<string, IslandComponent>;
  readonly #warn: (message: string) => void;
  readonly #observe?: (name: string, props: unknown) => void;
  /** Each island's props as script-safe JSON, made when the island renders. */
  readonly #props: string[] = [];
  readonly #names: string[] = [];

  constructor(options: IslandCollectorOptions = {}) {
    this.#components = options.components ?? serverIslands;
    this.#warn = options.warn ?? ((message) => console.warn(message));
    this.#observe = options.observe;
  }

  /** The names of the islands rendered so far, in page order. */
  get names(): string[] {
    return [...this.#names];
  }

  /**
   * The island's server HTML in its `data-island` marker. An unknown name gives an HTML comment
   * and a warning; props that cannot be serialized throw an `IslandPropsError` naming the island.
   */
  render(name: string, props: unknown): string {
    const component = Object.hasOwn(this.#components, name) ? this.#components[name] : undefined;
    if (!component) {
      this.#warn(`Unknown island "${name}": known islands are ${Object.keys(this.#components).join(', ')}.`);
      return `<!-- unknown island ${name.replace(/--|>/g, '')} -->`;
    }
    const json = propsJson(name, props);
    const index = this.#props.length;
    const html = renderIsland(component, props, index, json);
    this.#props.push(json);
    this.#names.push(name);
    this.#observe?.(name, props);
    return `<div data-island="${name}" data-props="${index}">${html}</div>`;
  }

  /** The props of every rendered island as one JSON script tag, or '' when there were none. */
  propsScript(): string {
    if (this.#props.length === 0) return '';
    return `<script type="application/json" id="island-props">[${this.#props.join(',')}]</script>`;
  }
}
