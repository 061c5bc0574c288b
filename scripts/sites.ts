/**
 * `npm run sites -- import <dir>`: reads a site folder (fixtures/README.md layout) into the
 * content store, published, as site `<folder name>`; documents that did not change keep their
 * revision. `npm run sites -- export <siteId> <dir>`: writes the site's published content into
 * `<dir>` in the same layout. The site's media library goes along in `media/` (both ways).
 * Both use DATABASE_URL's server, else the embedded database.
 *
 * @module
 */
import { resolve } from 'node:path';
import { ContentStore, exportSiteFolder, importSiteFolder, openDatabase } from '../server';

const USAGE = 'Usage: npm run sites -- import <dir> | npm run sites -- export <siteId> <dir>';

export async function main(argv: string[]): Promise<number> {
  const [command, ...args] = argv;
  if (!((command === 'import' && args.length === 1) || (command === 'export' && args.length === 2))) {
    console.error(USAGE);
    return 2;
  }
  const db = await openDatabase();
  try {
    const store = new ContentStore(db);
    if (command === 'import') {
      const changed = await importSiteFolder(store, resolve(args[0]!), { actor: 'cli' });
      console.log(`Imported ${args[0]}: ${changed} document${changed === 1 ? '' : 's'} changed.`);
    } else {
      const written = await exportSiteFolder(store, args[0]!, resolve(args[1]!));
      console.log(`Exported ${args[0]} to ${args[1]}: ${written.length} files.`);
    }
    return 0;
  } catch (error) {
    console.error((error as Error).message);
    return 1;
  } finally {
    await db.close();
  }
}
