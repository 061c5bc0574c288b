import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db';
import { openTestPglite } from '../db/pglite-snapshot';
import { LOCAL_CHALLENGE_TTL_MS, LocalCaptcha } from './local-challenge';

let db: Database;
beforeAll(async () => {
  db = await openTestPglite();
});
afterAll(() => db.close());

const answerOf = (question: string) => {
  const [, a, b] = /^What is (\d) \+ (\d)\?$/.exec(question)!;
  return Number(a) + Number(b);
};

describe('the local captcha challenge', () => {
  it('vouches once for the right answer, for the site and key it was issued to, until it expires', async () => {
    let now = 1_800_000_000_000;
    const captcha = new LocalCaptcha({ secret: 's', db, now: () => now });
    const issued = captcha.issue('site-a', 'key-a');
    const token = `${issued.challenge}.${answerOf(issued.question)}`;
    expect(await captcha.verify(token, 'site-b', 'key-a')).toBe(false);
    expect(await captcha.verify(token, 'site-a', 'key-b')).toBe(false);
    expect(await new LocalCaptcha({ secret: 'other', db, now: () => now }).verify(token, 'site-a', 'key-a')).toBe(
      false,
    );
    expect(await captcha.verify(token, 'site-a', 'key-a')).toBe(true);
    expect(await captcha.verify(token, 'site-a', 'key-a')).toBe(false);

    const late = captcha.issue('site-a', 'key-a');
    now += LOCAL_CHALLENGE_TTL_MS + 1;
    expect(await captcha.check(`${late.challenge}.${answerOf(late.question)}`, 'site-a', 'key-a')).toBe(false);
    expect(await captcha.verify(`${late.challenge}.${answerOf(late.question)}`, 'site-a', 'key-a')).toBe(false);
  });

  it('refuses everything without a database to remember spent challenges', async () => {
    const captcha = new LocalCaptcha({ secret: 's' });
    const issued = captcha.issue('site-a', 'key-a');
    const token = `${issued.challenge}.${answerOf(issued.question)}`;
    expect(await captcha.check(token, 'site-a', 'key-a')).toBe(false);
    expect(await captcha.verify(token, 'site-a', 'key-a')).toBe(false);
  });
});
