/**
 * Collection passwords: the scrypt hashes, the signed cookie a right password sets, and
 * `unlockRoutes`, which answers the lock screen's password post on any path (mounted after
 * every feature's routes, before the page routes).
 *
 * @module
 */
export { unlockRoutes, WRONG_PASSWORD, type UnlockRoutesOptions } from './unlock-routes';
export { hashPassword, verifyPassword } from './password';
export { setUnlockCookie, unlockCookieName, unlockedCollections } from './unlock-cookie';
