/** Checks a `--site` argument against the fixture sites, naming them when it is none of them. */
import { FIXTURES_DIR, SiteRegistry, TEMPLATES_DIR } from '../server';

export async function knownSite(id: string): Promise<boolean> {
  const sites = await SiteRegistry.load({ fixturesDir: FIXTURES_DIR, templatesDir: TEMPLATES_DIR });
  if (sites.all().some((site) => site.id === id)) return true;
  console.error(
    `No site '${id}'. Sites: ${sites
      .all()
      .map((s) => s.id)
      .join(', ')}`,
  );
  return false;
}
