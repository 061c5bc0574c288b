/**
 * The built-in local captcha: a small sum to work out, signed by the server so it keeps no state
 * until the challenge is used. It works offline, which is why the demo and the tests use it; it
 * stops careless scripts, not a determined bot (a real provider does that: see README).
 *
 * challenge = `expires.nonce.mac`, where mac signs the site, the site key, expiry, nonce and the
 * right answer; the widget's token = `challenge.answer`. A token vouches once: verifying it
 * spends its nonce, and so does a wrong answer to `check`, so a challenge gets one guess.
 */
import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { Sql } from '../db';
import type { LocalChallenge } from '../../domain';

/** How long a challenge may be answered and its token used. */
export const LOCAL_CHALLENGE_TTL_MS = 10 * 60_000;
const NONCE = /^[A-Za-z0-9_-]{16,64}$/;
const MAC = /^[A-Za-z0-9_-]{43}$/;

export interface LocalCaptchaOptions {
  secret: string;
  /** Spent nonces; without a database every token is refused (nothing could be spent). */
  db?: Sql;
  now?: () => number;
}

interface ParsedToken {
  expires: number;
  nonce: string;
  mac: string;
  answer: string;
}

export class LocalCaptcha {
  readonly #secret: string;
  readonly #db?: Sql;
  readonly #now: () => number;

  constructor(options: LocalCaptchaOptions) {
    this.#secret = options.secret;
    this.#db = options.db;
    this.#now = options.now ?? Date.now;
  }

  issue(siteId: string, siteKey: string): LocalChallenge {
    const [a, b] = [randomInt(1, 10), randomInt(1, 10)];
    const expires = this.#now() + LOCAL_CHALLENGE_TTL_MS;
    const nonce = randomBytes(18).toString('base64url');
    const mac = this.#mac(siteId, siteKey, expires, nonce, String(a + b));
    return { challenge: `${expires}.${nonce}.${mac}`, question: `What is ${a} + ${b}?`, terms: [a, b] };
  }

  /**
   * Whether `token` answers its challenge, without using it up when right (the widget asks
   * before the form is sent). A wrong answer spends the challenge.
   */
  async check(token: string, siteId: string, siteKey: string): Promise<boolean> {
    const parsed = this.#valid(token, siteId, siteKey);
    if (parsed === 'malformed') return false;
    if (!this.#db || (await this.#spent(parsed === 'wrong' ? undefined : parsed.nonce))) return false;
    if (parsed === 'wrong') {
      const nonce = token.split('.')[1];
      if (nonce && NONCE.test(nonce)) await this.#spend(nonce, Number(token.split('.')[0]));
      return false;
    }
    return true;
  }

  /** Whether `token` vouches for a submission now; it never vouches again. */
  async verify(token: string, siteId: string, siteKey: string): Promise<boolean> {
    const parsed = this.#valid(token, siteId, siteKey);
    if (typeof parsed === 'string' || !this.#db) return false;
    return this.#spend(parsed.nonce, parsed.expires);
  }

  #valid(token: string, siteId: string, siteKey: string): ParsedToken | 'malformed' | 'wrong' {
    const [expiresText, nonce, mac, answer, ...rest] = token.split('.');
    if (rest.length > 0 || !expiresText || !nonce || !mac || answer === undefined) return 'malformed';
    const expires = Number(expiresText);
    if (!/^\d{1,15}$/.test(expiresText) || expires < this.#now() || !NONCE.test(nonce) || !MAC.test(mac))
      return 'malformed';
    const trimmed = answer.trim();
    if (!/^\d{1,3}$/.test(trimmed)) return 'wrong';
    const expected = Buffer.from(this.#mac(siteId, siteKey, expires, nonce, String(Number(trimmed))));
    return timingSafeEqual(expected, Buffer.from(mac)) ? { expires, nonce, mac, answer: trimmed } : 'wrong';
  }

  #mac(siteId: string, siteKey: string, expires: number, nonce: string, answer: string): string {
    return createHmac('sha256', this.#secret)
      .update(['local-captcha', siteId, siteKey, expires, nonce, answer].join('\n'))
      .digest('base64url');
  }

  async #spent(nonce: string | undefined): Promise<boolean> {
    if (!nonce || !this.#db) return false;
    const rows = await this.#db.query('select 1 from captcha_spent_challenges where nonce = $1', [nonce]);
    return rows.length > 0;
  }

  /** True when this call spent the nonce, false when it was spent already. */
  async #spend(nonce: string, expires: number): Promise<boolean> {
    if (!this.#db) return false;
    await this.#db.query('delete from captcha_spent_challenges where expires_at < $1', [new Date(this.#now())]);
    const rows = await this.#db.query(
      'insert into captcha_spent_challenges (nonce, expires_at) values ($1, $2) on conflict (nonce) do nothing returning nonce',
      [nonce, new Date(expires)],
    );
    return rows.length > 0;
  }
}
