/**
 * `npm run apikey -- create --site <id> --role <role> [--name <name>]`: creates an API key of
 * a site and prints its secret alone on the last line (it is shown this once; the database
 * keeps only its hash).
 *
 * @module
 */
import { parseArgs } from 'node:util';
import * as v from 'valibot';
import { WEBSITE_ROLES, type WebsiteRoleName } from '../domain';
import { createApiKey, openDatabase } from '../server';
import { knownSite } from './site-arg';

const ROLE_NAMES = Object.keys(WEBSITE_ROLES) as WebsiteRoleName[];

const CreateOptions = v.object({
  site: v.pipe(v.string('--site is required.'), v.minLength(1, '--site is required.')),
  role: v.picklist(ROLE_NAMES, `--role must be one of: ${ROLE_NAMES.join(', ')}.`),
  name: v.optional(
    v.pipe(
      v.string('--name needs a value.'),
      v.trim(),
      v.minLength(1, '--name needs a value.'),
      v.maxLength(80, '--name can be at most 80 characters.'),
    ),
    'Command line',
  ),
});

export async function main(argv: string[]): Promise<number> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    strict: false,
    options: { site: { type: 'string' }, role: { type: 'string' }, name: { type: 'string' } },
  });
  if (positionals[0] !== 'create') {
    console.error('Usage: npm run apikey -- create --site <id> --role <role> [--name <name>]');
    return 2;
  }
  const parsed = v.safeParse(CreateOptions, values);
  if (!parsed.success) {
    for (const issue of parsed.issues) console.error(issue.message);
    return 2;
  }
  const options = parsed.output;
  if (!(await knownSite(options.site))) return 2;
  const db = await openDatabase();
  try {
    const { key, secret } = await createApiKey(db, options.site, { name: options.name, role: options.role });
    console.log(
      `API key '${key.name}' (${key.roleLabel}) created for site ${options.site}. Its secret, shown only now:`,
    );
    console.log(secret);
  } finally {
    await db.close();
  }
  return 0;
}
