/**
 * `tsx scripts/cli.ts seed [--site <id>]`: copies the fixtures' stock into the database.
 * Rows the database has already are left alone: once seeded, the database owns stock.
 *
 * @module
 */
import { openDatabase, seedStock, FIXTURES_DIR, TEMPLATES_DIR, SiteRegistry, stockRows } from '../server';

export async function main(argv: string[]): Promise<number> {
  const only = argv.includes('--site') ? argv[argv.indexOf('--site') + 1] : undefined;
  const sites = await SiteRegistry.load({ fixturesDir: FIXTURES_DIR, templatesDir: TEMPLATES_DIR });
  const chosen = sites.all().filter((site) => !only || site.id === only);
  if (chosen.length === 0) {
    console.error(
      `No site '${only}'. Sites: ${sites
        .all()
        .map((s) => s.id)
        .join(', ')}`,
    );
    return 2;
  }
  const db = await openDatabase();
  try {
    for (const site of chosen) {
      const rows = stockRows(site);
      const inserted = await seedStock(db, site.id, rows);
      console.log(`${site.id}: ${inserted} of ${rows.length} stock rows inserted (existing rows kept).`);
    }
  } finally {
    await db.close();
  }
  return 0;
}
