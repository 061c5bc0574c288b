/**
 * Sessions kept in a process until something that could change them is written (issue 28):
 * a signed-in visitor's pages send no session lookup, while a sign-out, a password change, an
 * expiry or a new open cart shows at once in this process, and on a PostgreSQL server in every
 * other process as soon as its notification arrives. On PGlite "another process" is the one
 * database itself (no other can open it).
 */
import { describe, expect, it } from 'vitest';
import { createCart, markCartPurchased } from '../commerce/cart-store';
import { freshSiteId, testDatabases } from '../db/test-databases';
import { countedSelects, heardAllWrites, suiteDatabase, until } from '../db/write-watch-testing';
import { createSiteUser } from './accounts';
import { claimCart } from './cart-merge';
import { KeptSessions } from './kept-sessions';
import { createSession, deleteOtherSessions, deleteSession, REMEMBER_ME_SECONDS } from './sessions';

describe.each(testDatabases())('sessions kept on a $name database', ({ name, open }) => {
  const suite = suiteDatabase(open);
  const siteId = freshSiteId('kept-sessions');

  /** A keeper over the database counting its selects, and a signed-in user's session token. */
  const signedIn = async (seconds = REMEMBER_ME_SECONDS) => {
    const sql = countedSelects(suite.db);
    const kept = new KeptSessions(sql);
    const user = (await createSiteUser(suite.db, siteId, `u-${Math.random()}@example.com`, 'hash'))!;
    const { token } = await createSession(suite.db, siteId, user.id, seconds);
    await heardAllWrites(suite.db);
    return { sql, kept, user, token };
  };

  it('looks a session up once while nothing is written, and each unknown cookie every time', async () => {
    const { sql, kept, user, token } = await signedIn();
    const first = await kept.find(siteId, token);
    expect(first).toMatchObject({ siteUserId: user.id, cartToken: null });
    expect(await kept.find(siteId, token)).toBe(first);
    // Writes to tables sessions do not read leave it kept.
    await suite.db.query('delete from rate_buckets where key = $1', [`none-${Math.random()}`]);
    await suite.db.query("update carts set language = 'fr-FR' where website_id = $1", [siteId]);
    expect(await kept.find(siteId, token)).toBe(first);
    expect(sql.selects).toBe(1);
    // Another site's cookie, or one naming no session, is read (and refused) each time.
    expect(await kept.find(freshSiteId(), token)).toBeUndefined();
    expect(await kept.find(siteId, 'x'.repeat(43))).toBeUndefined();
    expect(await kept.find(siteId, 'x'.repeat(43))).toBeUndefined();
    expect(sql.selects).toBe(4);
  });

  it('stops answering a session signed out, or ended by a password change, at once in this process', async () => {
    const { kept, user, token } = await signedIn();
    const session = (await kept.find(siteId, token))!;
    await suite.db.transaction((tx) => deleteSession(tx, siteId, session.tokenHash));
    expect(await kept.find(siteId, token)).toBeUndefined();

    const again = await createSession(suite.db, siteId, user.id, REMEMBER_ME_SECONDS);
    expect(await kept.find(siteId, again.token)).toMatchObject({ siteUserId: user.id });
    await suite.db.transaction((tx) => deleteOtherSessions(tx, siteId, user.id, null));
    expect(await kept.find(siteId, again.token)).toBeUndefined();
  });

  it('stops answering a session once it expires, with nothing written', async () => {
    const { sql, kept, token } = await signedIn(1);
    expect(await kept.find(siteId, token)).toBeDefined();
    expect(await kept.find(siteId, token)).toBeDefined();
    expect(sql.selects).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(await kept.find(siteId, token)).toBeUndefined();
  });

  it("answers the account's new open cart at once when one is claimed or bought in this process", async () => {
    const { kept, user, token } = await signedIn();
    expect((await kept.find(siteId, token))!.cartToken).toBeNull();
    const cart = await createCart(suite.db, siteId, 'regular');
    expect((await kept.find(siteId, token))!.cartToken).toBeNull();
    await claimCart(suite.db, siteId, user.id, cart.token);
    expect((await kept.find(siteId, token))!.cartToken).toBe(cart.token);
    await suite.db.transaction((tx) => markCartPurchased(tx, siteId, cart.id, 'order-1'));
    expect((await kept.find(siteId, token))!.cartToken).toBeNull();
  });

  it("shows another process's sign-out, email change and bought cart on the next lookups", async () => {
    const { kept, user, token } = await signedIn();
    const cart = await createCart(suite.db, siteId, 'regular');
    await claimCart(suite.db, siteId, user.id, cart.token);
    expect(await kept.find(siteId, token)).toMatchObject({ cartToken: cart.token });
    await suite.other.write('update site_users set email = $3 where website_id = $1 and id = $2', [
      siteId,
      user.id,
      'changed@example.com',
    ]);
    await until(async () => (await kept.find(siteId, token))?.email === 'changed@example.com', 'the new email');
    // Only a server has other processes; this one's own carts are bought through markCartPurchased.
    if (name === 'postgres') {
      await suite.other.write('update carts set is_purchased = true where website_id = $1 and id = $2', [
        siteId,
        cart.id,
      ]);
      await until(async () => (await kept.find(siteId, token))?.cartToken === null, 'the cart bought');
    }
    await suite.other.write('delete from site_user_sessions where website_id = $1 and site_user_id = $2', [
      siteId,
      user.id,
    ]);
    await until(async () => (await kept.find(siteId, token)) === undefined, 'the sign-out');
  });
});
