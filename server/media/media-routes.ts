/**
 * The media library's owner calls (README.md "Media library"), mounted at
 * /api/owner/content/media beside the rest of the content API: upload (multipart, field
 * `file`, optional `title` and `altText`), list and search, read one with where it is used,
 * change title, alt text and focal point, delete (refused while used). Signed in as every
 * owner call (session with crumb, or API key). Roles: viewers read; admins and editors change
 * any media; store managers, who edit products, change images only.
 */
import { Hono } from 'hono';
import * as v from 'valibot';
import { ALT_TEXT_CUT, MEDIA_KINDS, MEDIA_MAX_BYTES, roleCan, type MediaKind } from '../../domain';
import { HttpError } from '../http-error';
import { PayloadError, readForm, readFormFile, readJson, safeString, validate } from '../http';
import { actorOf, allow, ownerAuth, OWNER_MESSAGES, type OwnerDb, type OwnerEnv, type OwnerPrincipal } from '../owner';
import { MEDIA_MESSAGES as M } from './media-messages';
import { addMedia, deleteMedia, findMedia, listMedia, MEDIA_ID, updateMedia } from './media-store';
import { prepareUpload, uploadType } from './media-upload';
import { describeUses, mediaUses } from './media-usage';
import type { MiddlewareHandler } from 'hono';
import type { Database, Sql } from '../db';
import type { AppEnv } from '../types';
import type { MediaDeleted, MediaDetail, MediaInUse, MediaPage, MediaView } from '../../domain';

/** Admins and editors change any media; a role that only edits products changes images. */
const mayChange = (owner: OwnerPrincipal, kind: MediaKind) =>
  roleCan(owner.role, 'content.write') || (kind === 'image' && roleCan(owner.role, 'products.write'));

/** Refuses roles that may change no media at all, before a body is read. */
const changesMedia: MiddlewareHandler<OwnerEnv> = async (c, next) => {
  const owner = c.get('owner');
  if (!mayChange(owner, 'image')) throw new HttpError(403, OWNER_MESSAGES.forbidden);
  await next();
};

const ListQuery = v.object({
  q: v.optional(v.pipe(safeString(M.query), v.maxLength(200, M.query))),
  kind: v.optional(v.picklist(MEDIA_KINDS, (issue) => M.kind(issue.input))),
  cursor: v.optional(v.pipe(v.string(), v.maxLength(2000))),
});

const title = v.pipe(safeString(M.title), v.trim(), v.maxLength(200, M.title));
const altText = v.pipe(safeString(M.altText), v.trim(), v.maxLength(ALT_TEXT_CUT, M.altText));
const coordinate = v.pipe(v.number(M.focalPoint), v.minValue(0, M.focalPoint), v.maxValue(1, M.focalPoint));

const UploadFields = v.object({ title: v.optional(title, ''), altText: v.optional(altText, '') });
const MediaChanges = v.object({
  title: v.optional(title),
  altText: v.optional(altText),
  focalPoint: v.optional(v.object({ x: coordinate, y: coordinate }, M.focalPoint)),
});

export interface MediaRoutesOptions {
  /** Uploads need transactions: a Database. Without one every call answers 503. */
  db?: Sql;
}

export function mediaRoutes(options: MediaRoutesOptions): Hono<AppEnv> {
  const db: OwnerDb = () => {
    if (!options.db || !('transaction' in options.db)) throw new HttpError(503, M.noStore);
    return options.db as Database;
  };
  const auth = ownerAuth(db);
  const mediaId = (id: string) => {
    if (!MEDIA_ID.test(id)) throw new HttpError(404, M.unknown);
    return id;
  };

  const app = new Hono<OwnerEnv>()
    .get('/', auth, allow('content.read'), async (c) => {
      const query = validate(ListQuery, c.req.query());
      return c.json<MediaPage>(await listMedia(db(), c.get('site').id, query));
    })
    .post('/', auth, changesMedia, async (c) => {
      const file = await readFormFile(c, 'file');
      const form = await readForm(c);
      if (!file) throw new PayloadError({ file: M.fileRequired });
      const fields = validate(UploadFields, { title: form.get('title'), altText: form.get('altText') });
      // Checked before the bytes are copied out of the form.
      if (file.size > MEDIA_MAX_BYTES) throw new PayloadError({ file: M.tooLarge }, M.tooLarge, 413);
      const upload = { bytes: Buffer.from(await file.arrayBuffer()), filename: file.name, ...fields };
      const type = uploadType(upload);
      const owner = c.get('owner');
      if (!mayChange(owner, type.kind)) throw new HttpError(403, M.imagesOnly);
      const { media, files } = await prepareUpload(upload, type);
      const added = await addMedia(db(), c.get('site').id, actorOf(owner), media, files);
      return c.json<MediaView>(added.media, added.created ? 201 : 200);
    })
    .get('/:id', auth, allow('content.read'), async (c) => {
      const siteId = c.get('site').id;
      const found = await findMedia(db(), siteId, mediaId(c.req.param('id')));
      if (!found) throw new HttpError(404, M.unknown);
      return c.json<MediaDetail>({ ...found, usedBy: await mediaUses(db(), siteId, found.id) });
    })
    .patch('/:id', auth, changesMedia, async (c) => {
      const siteId = c.get('site').id;
      const id = mediaId(c.req.param('id'));
      const changes = await readJson(c, MediaChanges);
      const found = await findMedia(db(), siteId, id);
      if (!found) throw new HttpError(404, M.unknown);
      if (!mayChange(c.get('owner'), found.kind)) throw new HttpError(403, M.imagesOnly);
      if (changes.focalPoint && found.kind !== 'image') throw new PayloadError({ focalPoint: M.focalPoint });
      const updated = await updateMedia(db(), siteId, actorOf(c.get('owner')), id, changes);
      if (!updated) throw new HttpError(404, M.unknown);
      return c.json<MediaView>(updated);
    })
    .delete('/:id', auth, changesMedia, async (c) => {
      const siteId = c.get('site').id;
      const id = mediaId(c.req.param('id'));
      const found = await findMedia(db(), siteId, id);
      if (!found) throw new HttpError(404, M.unknown);
      if (!mayChange(c.get('owner'), found.kind)) throw new HttpError(403, M.imagesOnly);
      const result = await deleteMedia(db(), siteId, actorOf(c.get('owner')), id);
      if (result.usedBy.length > 0)
        return c.json<MediaInUse>({ error: M.inUse(describeUses(result.usedBy)), usedBy: result.usedBy }, 409);
      if (!result.deleted) throw new HttpError(404, M.unknown);
      return c.json<MediaDeleted>({ deleted: id });
    });
  return app as unknown as Hono<AppEnv>;
}
