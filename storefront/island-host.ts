/**
 * Commerce formatters that write an island hand it to the render's host when the host can
 * render islands (the server's IslandCollector); CLI renders and engine tests have no such
 * host and get the formatter's static markup instead.
 */
import type { Scope } from '../engine/types';

interface IslandHost {
  render(name: string, props: unknown): string;
}

function islandHost(scope: Scope): IslandHost | undefined {
  const host = scope.host as Partial<IslandHost> | null | undefined;
  return host && typeof host.render === 'function' ? (host as IslandHost) : undefined;
}

/** The island's server markup through the host, else `fallback()`. */
export function renderIsland(scope: Scope, name: string, props: unknown, fallback: () => string): string {
  const host = islandHost(scope);
  return host ? host.render(name, props) : fallback();
}
