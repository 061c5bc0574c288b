/**
 * `npm run owner -- add --site <id> --email <email> --password <password> --role <role>`:
 * creates an owner of a site (or, for an email the site has, sets its password and role).
 * Roles are the names of domain/website-roles.ts (admin, storeManager, viewer, …).
 *
 * @module
 */
import { parseArgs } from 'node:util';
import * as v from 'valibot';
import { isEmail } from '../domain';
import { WEBSITE_ROLES, type WebsiteRoleName } from '../domain';
import { openDatabase, saveOwner } from '../server';
import { knownSite } from './site-arg';

const ROLE_NAMES = Object.keys(WEBSITE_ROLES) as WebsiteRoleName[];

const AddOptions = v.object({
  site: v.pipe(v.string('--site is required.'), v.minLength(1, '--site is required.')),
  email: v.pipe(
    v.string('--email is required.'),
    v.trim(),
    v.check((s: string) => isEmail(s), '--email must be an email address.'),
    v.maxLength(254, '--email is too long.'),
  ),
  password: v.pipe(
    v.string('--password is required.'),
    v.minLength(10, '--password must be at least 10 characters.'),
    v.maxLength(200, '--password is too long.'),
  ),
  role: v.picklist(ROLE_NAMES, `--role must be one of: ${ROLE_NAMES.join(', ')}.`),
});

export async function main(argv: string[]): Promise<number> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    strict: false,
    options: {
      site: { type: 'string' },
      email: { type: 'string' },
      password: { type: 'string' },
      role: { type: 'string' },
    },
  });
  if (positionals[0] !== 'add') {
    console.error('Usage: npm run owner -- add --site <id> --email <email> --password <password> --role <role>');
    return 2;
  }
  const parsed = v.safeParse(AddOptions, values);
  if (!parsed.success) {
    for (const issue of parsed.issues) console.error(issue.message);
    return 2;
  }
  const options = parsed.output;
  if (!(await knownSite(options.site))) return 2;
  const db = await openDatabase();
  try {
    const owner = await saveOwner(db, options.site, {
      email: options.email,
      password: options.password,
      role: options.role,
    });
    console.log(`Owner ${owner.email} of site ${options.site} saved with role ${options.role}.`);
  } finally {
    await db.close();
  }
  return 0;
}
