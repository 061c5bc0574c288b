/**
 * Where a template file sits in a checkout: the `templates` folders whose partials it can use
 * (a site's own over the defaults), and the site whose JSON gives its context. A file outside
 * any site (templates/) is seen with the first fixture site's data.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import { partialNamesIn, templateRootsOf } from '../lint-templates';

export interface TemplatePlace {
  /** Template folders, defaults first, the site's own last (it wins). */
  roots: string[];
  /** The fixture site folder whose JSON is the context, if any. */
  siteDir: string | undefined;
  /** Partial names the template can apply or include. */
  partials: Set<string>;
}

/** The fixture site of a file under fixtures/sites/<id>/, else the first site of the checkout. */
function siteDirOf(file: string, roots: string[], workspace: string): string | undefined {
  const parts = resolve(file).split(sep);
  const at = parts.lastIndexOf('sites');
  if (at > 0 && parts[at - 1] === 'fixtures' && parts[at + 1]) return parts.slice(0, at + 2).join(sep);
  const checkout = roots.length > 0 ? resolve(roots[0], '..') : workspace;
  const sites = join(checkout, 'fixtures', 'sites');
  if (!existsSync(sites)) return undefined;
  const first = readdirSync(sites).sort()[0];
  return first === undefined ? undefined : join(sites, first);
}

export function placeOf(file: string, workspace: string): TemplatePlace {
  let roots = templateRootsOf(file);
  if (roots.length === 0 && existsSync(join(workspace, 'templates'))) roots = [join(workspace, 'templates')];
  return { roots, siteDir: siteDirOf(file, roots, workspace), partials: partialNamesIn(roots) };
}

/** The file a partial name renders from: the site's own first, `partials/` before `blocks/`. */
export function partialFile(place: TemplatePlace, name: string): string | undefined {
  for (const root of [...place.roots].reverse()) {
    for (const folder of ['partials', 'blocks']) {
      const path = join(root, folder, `${name}.html`);
      if (existsSync(path)) return path;
    }
  }
  return undefined;
}
