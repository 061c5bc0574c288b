/**
 * The owner content API (README.md "Owner content API"), mounted at /api/owner/content: read
 * and save documents of every kind, create and edit products, publish the site's drafts, read
 * the audit log; collections, their items and the navigation (collection-routes.ts,
 * navigation-routes.ts) and the site style (style-routes.ts). Callers sign in as for every owner call (session with crumb, or API key);
 * roles: viewers read, editors edit content, store managers products, admins everything, the
 * site's templates and code files included (requireSiteCodePermission, domain/site-code.ts;
 * a publish without code.write leaves their drafts for an admin).
 * A site the store has not seen yet (served from its fixture folder) is imported first.
 */
import { Hono } from 'hono';
import * as v from 'valibot';
import {
  CONTENT_KINDS,
  isSiteCode,
  roleCan,
  SITE_CODE_PERMISSION,
  unstorableTextPath,
  type ContentKind,
} from '../../domain';
import { HttpError } from '../http-error';
import { INPUT_MESSAGES, PayloadError, readJson, readJsonBody, validate, wholeNumber } from '../http';
import { allow, type OwnerEnv } from '../owner';
import { CONTENT_MESSAGES as M } from './content-messages';
import { actorOf, contentRouteKit, requireSiteCodePermission } from './content-route-kit';
import { collectionRoutes } from './collection-routes';
import { navigationRoutes } from './navigation-routes';
import { styleRoutes } from './style-routes';
import { ProductCreate, ProductUpdate } from './product-input';
import { createProduct, updateProduct } from './products';
import { withSanitisedItemHtml } from './owner-html';
import { checkDocument } from '../content-checks';
import { withSanitisedFormHtml } from '../forms/form-document-check';
import { ItemStatusBody, setItemStatus } from '../content-schedule';
import type { Database, Sql } from '../db';
import type { AppEnv } from '../types';
import type {
  ContentAuditEntry,
  ContentDocumentView,
  ContentProductCreated,
  ContentPublished,
  ContentRevisionView,
  ContentSaved,
} from '../../domain';

const KindParam = v.picklist(CONTENT_KINDS, (issue) => M.notAnOption(issue.input));
const AuditQuery = v.object({
  before: v.optional(v.pipe(v.string(), v.regex(/^\d{1,18}$/, 'before must be an entry id.'))),
});
// Revisions are whole numbers a database integer holds: a larger one is a 400 naming it, not a failed query.
const SaveBody = v.object({ revision: v.optional(wholeNumber(M.revision, { min: 1 })) });

const RestoreBody = v.object({
  revision: wholeNumber(M.revision, { min: 1 }),
  from: wholeNumber(M.restoreFrom, { min: 1 }),
});

export interface ContentRoutesOptions {
  /** Writes need transactions: a Database. Without one every call answers 503. */
  db?: Sql;
}

export function contentRoutes(options: ContentRoutesOptions): Hono<AppEnv> {
  const kit = contentRouteKit(options.db);
  const { auth, storeFor, orConflict } = kit;
  const app = new Hono<OwnerEnv>()
    .route('/collections', collectionRoutes(kit))
    .route('/navigation', navigationRoutes(kit))
    .route('/styles', styleRoutes(kit))
    .get('/documents/:kind', auth, allow('content.read'), async (c) => {
      const kind = validate(KindParam, c.req.param('kind'));
      const site = c.get('site');
      return c.json<{ documents: ContentDocumentView[] }>({
        documents: await (await storeFor(site)).list(site.id, kind),
      });
    })
    .get('/documents/:kind/:key{.+}', auth, allow('content.read'), async (c) => {
      const kind = validate(KindParam, c.req.param('kind'));
      const site = c.get('site');
      const found = await (await storeFor(site)).document(site.id, kind, c.req.param('key'));
      if (!found || (found.draft === null && found.publishedRevision === null))
        throw new HttpError(404, M.unknownDocument);
      return c.json<ContentDocumentView>(found);
    })
    // Any document's draft as a whole: `{ revision, body }` (revision omitted only to create one).
    .put('/documents/:kind/:key{.+}', auth, allow('content.write'), async (c) => {
      const kind: ContentKind = validate(KindParam, c.req.param('kind'));
      // Saving or deleting a template or code file needs code.write: the key names the file type.
      requireSiteCodePermission(c, kind, c.req.param('key'));
      const raw = await readJsonBody(c);
      const { revision } = validate(SaveBody, raw);
      const given = (raw as { body?: unknown }).body;
      if (given === undefined) throw new PayloadError({ body: 'Send the document as `body` (null deletes it).' });
      const site = c.get('site');
      const content = await storeFor(site);
      const body = await checkedDraft(content.db, site.id, kind, c.req.param('key'), given);
      return orConflict(c, async () => {
        const [saved] = await content.save(site.id, actorOf(c.get('owner')), [
          {
            kind,
            key: c.req.param('key'),
            body,
            expected: revision,
            change: body === null ? 'delete' : revision ? 'update' : 'create',
          },
        ]);
        return c.json<ContentSaved>({ revision: saved! });
      });
    })
    .get('/revisions/:kind/:key{.+}', auth, allow('content.read'), async (c) => {
      const kind = validate(KindParam, c.req.param('kind'));
      const site = c.get('site');
      const revisions = await (await storeFor(site)).revisions(site.id, kind, c.req.param('key'));
      if (revisions.length === 0) throw new HttpError(404, M.unknownDocument);
      return c.json<{ revisions: ContentRevisionView[] }>({ revisions });
    })
    // An earlier revision's body as the draft again: `{ revision (current), from }`.
    .post('/restore/:kind/:key{.+}', auth, allow('content.write'), async (c) => {
      const kind = validate(KindParam, c.req.param('kind'));
      requireSiteCodePermission(c, kind, c.req.param('key'));
      const { revision, from } = await readJson(c, RestoreBody);
      const site = c.get('site');
      const key = c.req.param('key');
      const content = await storeFor(site);
      const old = await content.revisionBody(site.id, kind, key, from);
      if (old === undefined) throw new PayloadError({ from: M.notAnOption(from) });
      // A revision kept from before a rule meets it now, as the same body sent by a save would.
      const unstorable = unstorableTextPath(old.body);
      if (unstorable) throw new PayloadError({ [['body', ...unstorable].join('.')]: INPUT_MESSAGES.textNotAllowed });
      const body = await checkedDraft(content.db, site.id, kind, key, old.body);
      return orConflict(c, async () => {
        const [saved] = await content.save(site.id, actorOf(c.get('owner')), [
          { kind, key, body, expected: revision, change: 'restore' },
        ]);
        return c.json<ContentSaved>({ revision: saved! });
      });
    })
    // An item's status (Draft, Scheduled with its time, Needs Review, Private, published): `{ revision, status, publishOn? }`.
    .put('/items/:collection/:id/status', auth, allow('content.write'), async (c) => {
      const change = await readJson(c, ItemStatusBody);
      const site = c.get('site');
      const key = `${c.req.param('collection')}/${c.req.param('id')}`;
      return orConflict(c, async () => {
        const revision = await setItemStatus(await storeFor(site), site.id, actorOf(c.get('owner')), key, change);
        return c.json<ContentSaved>({ revision });
      });
    })
    .post('/products', auth, allow('products.write'), async (c) => {
      const fields = await readJson(c, ProductCreate);
      const site = c.get('site');
      const created = await createProduct(
        await storeFor(site),
        site,
        actorOf(c.get('owner')),
        fields,
        fields.collection,
      );
      return c.json<ContentProductCreated>(created, 201);
    })
    .put('/products/:id', auth, allow('products.write'), async (c) => {
      const changes = await readJson(c, ProductUpdate);
      const site = c.get('site');
      return orConflict(c, async () => {
        const revision = await updateProduct(
          await storeFor(site),
          site,
          actorOf(c.get('owner')),
          c.req.param('id'),
          changes,
        );
        return c.json<ContentSaved>({ revision });
      });
    })
    .post('/publish', auth, allow('content.publish'), async (c) => {
      const site = c.get('site');
      const owner = c.get('owner');
      // Without code.write the site's code stays a draft for an administrator: an editor's
      // publish must not send live a template or script (theirs from before code.write was
      // needed to save one, or anyone's).
      const hold = roleCan(owner.role, SITE_CODE_PERMISSION) ? undefined : isSiteCode;
      const { held, ...result } = await (await storeFor(site)).publish(site.id, actorOf(owner), hold);
      return c.json<ContentPublished>({ ...result, siteCodeLeftAsDrafts: held });
    })
    .get('/audit', auth, allow('audit.read'), async (c) => {
      const { before } = validate(AuditQuery, c.req.query());
      const site = c.get('site');
      return c.json<{ entries: ContentAuditEntry[] }>({
        entries: await (await storeFor(site)).audit(site.id, 100, before),
      });
    });
  return app as unknown as Hono<AppEnv>;
}

/**
 * A draft as it will be saved: owner-written HTML sanitised (templates print it raw: an item's
 * rich text, owner-html.ts; a form's submission HTML, forms/form-document-check.ts), then the
 * editor's rules and limits checked (spec §5, §9: a 400 naming each field, nothing saved).
 * Saves and restores both come through here.
 */
async function checkedDraft(db: Database, siteId: string, kind: ContentKind, key: string, given: unknown) {
  const body = kind === 'item' ? withSanitisedItemHtml(given) : kind === 'form' ? withSanitisedFormHtml(given) : given;
  await checkDocument(db, siteId, { kind, key, body });
  return body;
}
