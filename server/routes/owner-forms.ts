/** The form submissions panel's calls: the site's forms, one form's submissions, and their CSV. */
import { Hono } from 'hono';
import * as v from 'valibot';
import { validate } from '../commerce';
import { HttpError } from '../http-error';
import {
  OWNER_MESSAGES,
  allow,
  listForms,
  listSubmissions,
  siteForm,
  submissionsCsv,
  type OwnerDb,
  type OwnerEnv,
} from '../owner';
import type { Context, MiddlewareHandler } from 'hono';
import type { FormList, SubmissionsPage } from '../../domain';

const PageQuery = v.object({ cursor: v.optional(v.pipe(v.string(), v.maxLength(2000))) });

function formOf(c: Context<OwnerEnv>) {
  const form = siteForm(c.get('site'), c.req.param('formId') ?? '');
  if (!form) throw new HttpError(404, OWNER_MESSAGES.unknownForm);
  return form;
}

export function ownerFormRoutes(db: OwnerDb, auth: MiddlewareHandler<OwnerEnv>) {
  return new Hono<OwnerEnv>()
    .get('/api/owner/forms', auth, allow('forms.read'), async (c) =>
      c.json<FormList>(await listForms(db(), c.get('site'))),
    )
    .get('/api/owner/forms/:formId/submissions.csv', auth, allow('forms.read'), async (c) => {
      const form = formOf(c);
      const csv = await submissionsCsv(db(), c.get('site'), form);
      const fileName = `${form.id.replace(/[^\w-]/g, '_')}-submissions.csv`;
      return c.body(csv, 200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${fileName}"`,
      });
    })
    .get('/api/owner/forms/:formId/submissions', auth, allow('forms.read'), async (c) => {
      const form = formOf(c);
      return c.json<SubmissionsPage>(
        await listSubmissions(db(), c.get('site'), form, validate(PageQuery, c.req.query()).cursor),
      );
    });
}
