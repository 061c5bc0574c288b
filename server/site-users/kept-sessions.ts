/**
 * The sessions of signed-in visitors this process found, kept until something that could change
 * them is written (issue 28): every page of a signed-in visitor looked its session up, a database
 * round trip (about 300 µs of CPU on PGlite) per request.
 *
 * A session is what its row, its user's row and its user's open cart say. The sessions and site
 * users tables are watched tables (migration 488), so a sign-in, sign-out, password or email
 * change by this process or, heard by NOTIFY, by any other moves the watched write mark
 * (reads-until-write.ts); the statements that make another cart an account's open one move
 * `accountCartWrites` here, and tell other processes by the same NOTIFY. A session is answered
 * from memory only while both marks stand where they stood when it was read, and only until
 * it expires: no write renews a session, so its end is known when it is read. While either
 * mark is NaN (a write running, or a server's notifications unheard) every lookup reads.
 *
 * Only sessions found are kept: a cookie naming none is looked up each time, as before, so
 * made-up cookies fill no memory.
 */
import { accountCartWrites } from './account-cart-writes';
import { hashToken } from './secret-token';
import { findSessionByHash, type SiteUserSession } from './sessions';
import type { MarkedSql } from '../db/reads-until-write';

/** Sessions kept at most: past this many, all go (a mark moving drops them all anyway). */
const MAX_KEPT = 10_000;

interface Kept {
  session: SiteUserSession;
  /** Epoch ms. */
  expiresAt: number;
}

export class KeptSessions {
  readonly #db: MarkedSql;
  readonly #known = new Map<string, Kept>();
  /** The marks what is known was read under. */
  #mark = Number.NaN;
  #cartMark = Number.NaN;

  constructor(db: MarkedSql) {
    this.#db = db;
  }

  /** The live session of a cookie on this site, or undefined (unknown, expired, signed out, another site's). */
  async find(siteId: string, token: string): Promise<SiteUserSession | undefined> {
    const tokenHash = hashToken(token);
    const key = `${siteId}\u0000${tokenHash}`;
    this.#dropIfWritten();
    const known = this.#known.get(key);
    if (known !== undefined) {
      if (Date.now() < known.expiresAt) return known.session;
      this.#known.delete(key);
    }
    const mark = this.#db.watchedWriteMark;
    const cartMark = accountCartWrites.value;
    const found = await findSessionByHash(this.#db, siteId, tokenHash);
    if (!found) return undefined;
    // Kept only when nothing that could change it started or ended while it was read, and the
    // marks are those what is known was read under (NaN, or no mark at all: never).
    if (
      typeof mark === 'number' &&
      mark === this.#db.watchedWriteMark &&
      cartMark === accountCartWrites.value &&
      mark === this.#mark &&
      cartMark === this.#cartMark
    ) {
      if (this.#known.size >= MAX_KEPT) this.#known.clear();
      this.#known.set(key, { session: Object.freeze(found.session), expiresAt: found.expiresAt });
    }
    return found.session;
  }

  #dropIfWritten(): void {
    const mark = this.#db.watchedWriteMark ?? Number.NaN;
    const cartMark = accountCartWrites.value;
    if (mark === this.#mark && cartMark === this.#cartMark) return;
    this.#known.clear();
    this.#mark = mark;
    this.#cartMark = cartMark;
  }
}

const byDatabase = new WeakMap<MarkedSql, KeptSessions>();

/** The sessions kept for `db`: one keeper per database, shared by every request. */
export function keptSessions(db: MarkedSql): KeptSessions {
  let kept = byDatabase.get(db);
  if (!kept) byDatabase.set(db, (kept = new KeptSessions(db)));
  return kept;
}
