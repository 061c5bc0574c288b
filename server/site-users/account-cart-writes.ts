/**
 * This process's writes that may make another cart an account's open cart (a cart claimed for
 * the account, a cart bought): a kept session names its user's open cart (kept-sessions.ts), and
 * carts are written far too often to be among the watched tables, so these few statements move a
 * mark of their own, NaN while one runs. Other processes hear of them by NOTIFY (migration 488).
 */
import { WatchedWriteMark } from '../db/watched-writes';

export const accountCartWrites = new WatchedWriteMark();
