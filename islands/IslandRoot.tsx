import { useEffect } from 'react';
import type { ReactNode } from 'react';

interface IslandRootProps {
  children?: ReactNode;
  /** Browser only: called once the island is hydrated. */
  onHydrated?: () => void;
}

/**
 * The top of every island tree, on the server and in the browser alike, so both render the same
 * tree (and `useId` gives the same ids) while the browser learns when hydration is done.
 */
export function IslandRoot({ children, onHydrated }: IslandRootProps) {
  useEffect(() => onHydrated?.(), [onHydrated]);
  return children;
}
