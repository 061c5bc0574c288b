/**
 * The form submissions panel's calls: the site's forms (drafts included, and deleted forms that
 * left submissions), one form's submissions, and their CSV. The form builder previews through
 * the content API's preview (`POST /api/owner/content/preview`, a form document laid over the
 * drafts), as every editor does.
 */
import { Hono } from 'hono';
import * as v from 'valibot';
import { validate } from '../commerce/payload-error';
import { HttpError } from '../http-error';
import { OWNER_MESSAGES } from '../owner/messages';
import { allow, type OwnerDb, type OwnerEnv } from '../owner/credentials';
import { listForms, listSubmissions, submissionsCsv } from './form-submissions';
import { ownerForm } from './owner-forms';
import type { Context, MiddlewareHandler } from 'hono';
import type { FormList, SubmissionsPage } from '../../domain';

const PageQuery = v.object({ cursor: v.optional(v.pipe(v.string(), v.maxLength(2000))) });

async function formOf(db: OwnerDb, c: Context<OwnerEnv>) {
  const form = await ownerForm(db(), c.get('site'), c.req.param('formId') ?? '');
  if (!form) throw new HttpError(404, OWNER_MESSAGES.unknownForm);
  return form;
}

export function ownerFormRoutes(db: OwnerDb, auth: MiddlewareHandler<OwnerEnv>) {
  return new Hono<OwnerEnv>()
    .get('/', auth, allow('forms.read'), async (c) => c.json<FormList>(await listForms(db(), c.get('site'))))
    .get('/:formId/submissions.csv', auth, allow('forms.read'), async (c) => {
      const form = await formOf(db, c);
      const csv = await submissionsCsv(db(), c.get('site'), form);
      const fileName = `${form.id.replace(/[^\w-]/g, '_')}-submissions.csv`;
      return c.body(csv, 200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${fileName}"`,
      });
    })
    .get('/:formId/submissions', auth, allow('forms.read'), async (c) => {
      const form = await formOf(db, c);
      return c.json<SubmissionsPage>(
        await listSubmissions(db(), c.get('site'), form, validate(PageQuery, c.req.query()).cursor),
      );
    });
}
