/** The signed-in owner, for every panel: who they are, the site, and what their role may do. */
import { createContext, useContext } from 'react';
import type { Permission } from '../../domain';
import type { Owner } from '../../domain';

export interface OwnerSession {
  owner: Owner;
  /** Whether the owner's role has `permission` (the server checks again on every call). */
  can(permission: Permission): boolean;
}

export const OwnerContext = createContext<OwnerSession | null>(null);

export function useOwner(): OwnerSession {
  const session = useContext(OwnerContext);
  if (!session) throw new Error('useOwner() outside a signed-in app.');
  return session;
}

export function ownerSession(owner: Owner): OwnerSession {
  const permissions = new Set(owner.permissions);
  return { owner, can: (permission) => permissions.has(permission) };
}
