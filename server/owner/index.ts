/**
 * The owner side of a site: accounts, sessions and API keys, and who may call what (the
 * services behind the owner calls live in their features: inventory/, orders/, forms/, restock/).
 * The routes are each feature's `owner-*-routes.ts` (this folder's session and API key calls
 * among them), mounted by server/owner-api; the contract is README.md "Owner API".
 *
 * @module
 */
export { OWNER_MESSAGES } from './messages';
export { ownerAuth, allow, type OwnerEnv, type OwnerPrincipal, type OwnerDb } from './credentials';
export { ensureOwner, saveOwner, findOwnerByEmail, type NewOwner, type OwnerAccount } from './accounts';
export { createSession, deleteSession } from './sessions';
export { createApiKey, listApiKeys, deleteApiKey, API_KEY_PREFIX } from './api-keys';
export { ownerCookie, setOwnerCookie, OWNER_COOKIE } from './owner-cookie';
export { ownerView } from './owner-view';
export { DEMO_OWNERS } from './demo-owners';
export { ownerSessionRoutes } from './session-routes';
export { ownerApiKeyRoutes } from './api-key-routes';
export { ownerBuckets, OWNER_WRITES } from './owner-call-limit';
export { actorOf } from './owner-caller';
