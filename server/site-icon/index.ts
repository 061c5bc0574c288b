/**
 * The site's icon (issue 26): its pages link `/assets/favicon.svg` (templates/layouts/site.html,
 * and the owner app's shell), and browsers that ask for `/favicon.ico` anyway get the same file,
 * so no page load ends in a 404. A site replaces it like any asset, in its own templates/assets.
 *
 * @module
 */
import { Hono } from 'hono';
import { REVALIDATE, sendStatic } from '../assets/send-static';
import { HttpError } from '../http-error';
import type { AppEnv } from '../types';

const ICON_FILE = 'favicon.svg';
/** Where pages link the icon from. */
export const SITE_ICON_PATH = `/assets/${ICON_FILE}`;

export function siteIconRoutes(): Hono<AppEnv> {
  return new Hono<AppEnv>().get('/favicon.ico', async (c) => {
    const icon = c.get('site').assets.find(ICON_FILE);
    if (!icon) throw new HttpError(404, 'This site has no icon.');
    return sendStatic(c, icon.file, REVALIDATE);
  });
}
