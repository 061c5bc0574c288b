/**
 * One renewal scheduler in a process of its own, for the two-process renewal test:
 * `node --import tsx renewal-process.ts <fixturesDir> <iso time>…` opens DATABASE_URL, runs the
 * scheduler once at each simulated time, prints what it renewed as one JSON line, and exits.
 */
import { openDatabase } from '../../../server/db';
import { createMailer } from '../../../server/mail';
import { testPaymentProvider } from '../../../server/commerce';
import { TEMPLATES_DIR } from '../../../server/paths';
import { SiteRegistry } from '../../../server/sites/site-registry';
import { RenewalScheduler, type RenewalOutcome } from '../../../server/subscriptions';

const [fixturesDir, ...times] = process.argv.slice(2);
const db = await openDatabase({ url: process.env.DATABASE_URL });
const sites = await SiteRegistry.load({ fixturesDir: fixturesDir!, templatesDir: TEMPLATES_DIR });
let now = new Date();
const scheduler = new RenewalScheduler({
  db,
  sites,
  payments: testPaymentProvider(),
  mailer: createMailer({ db, transport: null }),
  clock: () => now,
});
const outcomes: RenewalOutcome[] = [];
for (const time of times) {
  now = new Date(time);
  outcomes.push(...(await scheduler.runOnce()));
}
await db.close();
process.stdout.write(`${JSON.stringify(outcomes)}\n`);
