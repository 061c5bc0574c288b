/**
 * `/assets/<file>`: the site's stylesheet and images (plain or hashed names; `?format=<w>`
 * image sizes get the one file we have), then the island bundle from dist/assets/.
 */
import { Hono } from 'hono';
import { HttpError } from '../http-error';
import { IMMUTABLE, REVALIDATE, sendStatic } from './send-static';
import type { DistAssets } from './dist-assets';
import type { AppEnv } from '../types';

export function assetRoutes(dist: DistAssets): Hono<AppEnv> {
  return new Hono<AppEnv>().get('/:name{.+}', async (c) => {
    const name = c.req.param('name');
    const match = c.get('site').assets.find(name) ?? (await dist.find(name));
    if (!match) throw new HttpError(404, `No file ${name}.`);
    return sendStatic(c, match.file, match.immutable ? IMMUTABLE : REVALIDATE);
  });
}
