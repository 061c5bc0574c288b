/**
 * `/media/<id>/<filename>`: the library's files, public, as pages and feeds link them. The id
 * is a hash of the bytes, so each URL names one content forever: answers are cached for a year
 * (`immutable`), with an ETag (`"<id>.<variant>"`) that a revalidation answers 304 without
 * reading the bytes. Images take `?format=<width>w` (the ladder's widths `srcset` asks for);
 * a width the image was too small for is the original (never upscaled), as is
 * `?format=original`. Audio and files answer byte ranges (players seek with them); files that
 * are not images or audio are sent as attachments.
 */
import { Hono } from 'hono';
import { IMAGE_SIZE_LADDER } from '../../domain';
import { IMMUTABLE, matchesEtag } from '../assets/send-static';
import { HttpError } from '../http-error';
import { readMediaFile } from './media-bytes';
import { MEDIA_MESSAGES as M } from './media-messages';
import { MEDIA_ID } from './media-store';
import type { Sql } from '../db';
import type { AppEnv } from '../types';

const RANGE = /^bytes=(\d*)-(\d*)$/;

/** The stored variant a `?format=` asks for. */
function variantFor(format: string | undefined, made: string): string {
  if (format === undefined || format === 'original') return 'original';
  if (!(IMAGE_SIZE_LADDER as readonly string[]).includes(format)) throw new HttpError(400, M.unknownFormat);
  return made.split(',').includes(format) ? format : 'original';
}

/** One `bytes=a-b` range within `size`, or 'unsatisfiable'; undefined for a whole answer. */
function rangeOf(
  header: string | undefined,
  size: number,
): { start: number; end: number } | 'unsatisfiable' | undefined {
  const match = header ? RANGE.exec(header.trim()) : null;
  if (!match || (match[1] === '' && match[2] === '')) return undefined;
  const [, from, to] = match;
  const range =
    from === ''
      ? { start: Math.max(0, size - Number(to)), end: size - 1 }
      : { start: Number(from), end: to === '' ? size - 1 : Math.min(Number(to), size - 1) };
  return range.start > range.end || range.start >= size ? 'unsatisfiable' : range;
}

export function mediaFileRoutes(options: { db?: Sql }): Hono<AppEnv> {
  return new Hono<AppEnv>().get('/:id/:name', async (c) => {
    const id = c.req.param('id');
    if (!options.db || !MEDIA_ID.test(id)) throw new HttpError(404, M.unknown);
    const siteId = c.get('site').id;
    const [media] = await options.db.query<{ kind: string; filename: string; content_type: string; variants: string }>(
      'select kind, filename, content_type, variants from media where website_id = $1 and id = $2',
      [siteId, id],
    );
    if (!media || media.filename !== c.req.param('name')) throw new HttpError(404, M.unknown);
    const variant = variantFor(c.req.query('format'), media.variants);
    const headers = new Headers({
      'Content-Type': media.content_type,
      'Cache-Control': IMMUTABLE,
      ETag: `"${id}.${variant}"`,
      'Accept-Ranges': 'bytes',
    });
    if (media.kind === 'file') headers.set('Content-Disposition', `attachment; filename="${media.filename}"`);
    if (matchesEtag(c.req.header('If-None-Match'), headers.get('ETag')!))
      return new Response(null, { status: 304, headers });
    const bytes = await readMediaFile(options.db, siteId, id, variant);
    if (!bytes) throw new HttpError(404, M.unknown);
    const range = rangeOf(c.req.header('Range'), bytes.length);
    if (range === 'unsatisfiable') {
      headers.set('Content-Range', `bytes */${bytes.length}`);
      return new Response(null, { status: 416, headers });
    }
    const body = range ? bytes.subarray(range.start, range.end + 1) : bytes;
    if (range) headers.set('Content-Range', `bytes ${range.start}-${range.end}/${bytes.length}`);
    headers.set('Content-Length', String(body.length));
    return new Response(c.req.method === 'HEAD' ? null : new Uint8Array(body), { status: range ? 206 : 200, headers });
  });
}
