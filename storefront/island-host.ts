/**
 * Storefront formatters write an island when the render has a host that renders islands (the
 * server's IslandCollector, or the quick-view route's props recorder). CLI renders and template
 * linting have no such host and get the engine's plain formatter of the same name.
 */
import { defaultRegistry, type Formatter, type Scope } from '../engine';

export interface IslandHost {
  render(name: string, props: unknown): string;
}

function islandHost(scope: Scope): IslandHost | undefined {
  const host = scope.host as Partial<IslandHost> | null | undefined;
  return host && typeof host.render === 'function' ? (host as IslandHost) : undefined;
}

/**
 * Formatter `name` that renders through the island host, falling back to the engine's plain
 * version (the one the default registry holds) when there is none.
 */
export function islandFormatter(
  name: string,
  render: (value: unknown, scope: Scope, host: IslandHost) => string | undefined,
): Formatter {
  const plain = defaultRegistry.formatters.get(name);
  if (!plain) throw new Error(`The engine has no formatter "${name}" for the storefront to replace`);
  return (value, args, scope) => {
    const host = islandHost(scope);
    return host ? render(value, scope, host) : plain(value, args, scope);
  };
}
