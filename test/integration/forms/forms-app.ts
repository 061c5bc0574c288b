/**
 * The app for the forms suite: the sites of fixtures/ under fresh ids (runs on a shared
 * PostgreSQL server never meet), the default templates, and the test captcha verifier in place
 * of the outside provider. Visitors keep their cookies and send their crumb.
 */
import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { freshSiteId } from '../../../server/db/test-databases';
import { handleError } from '../../../server/error-handler';
import { crumb } from '../../../server/middleware/crumb';
import { requestId } from '../../../server/middleware/request-id';
import { siteResolver } from '../../../server/middleware/site-resolver';
import { TEMPLATES_DIR } from '../../../server/paths';
import { renderEnv } from '../../../server/render-env';
import { formRoutes } from '../../../server/forms/form-routes';
import { testCaptchaVerifier } from '../../../server/forms/captcha-verifier';
import { SiteRegistry } from '../../../server/sites/site-registry';
import type { Database } from '../../../server/db';
import type { Logger } from '../../../server/logger';
import type { FormRoutesOptions } from '../../../server/forms/form-routes';
import type { AppEnv } from '../../../server/types';

const FIXTURES = join(import.meta.dirname, 'fixtures', 'sites');

/** Valid answers to the contact form, as the island's JSON sends them. */
export const CONTACT_ANSWERS = {
  'f-name': ['Ada', 'Lovelace'],
  'f-email': 'ada@example.com',
  'f-topic': 'Order',
  'f-phone': ['555', '123', '4567'],
  'f-message': 'Hello there',
};

/** Valid answers to the contact form, as a plain post sends them: one entry per part. */
export const CONTACT_ENTRIES: [string, string][] = [
  ['f-name', 'Ada'],
  ['f-name', 'Lovelace'],
  ['f-email', 'ada@example.com'],
  ['f-topic', 'Repair'],
  ['f-message', 'Hi'],
  ['f-source', 'site'],
];

export interface FormsApp {
  app: Hono<AppEnv>;
  formsId: string;
  otherId: string;
  logs: string[];
  visitor(host?: string): Visitor;
  close(): Promise<void>;
}

export async function openFormsApp(
  db: Database | undefined,
  options: Partial<FormRoutesOptions> = {},
): Promise<FormsApp> {
  const dir = await mkdtemp(join(tmpdir(), 'forms-sites-'));
  const [formsId, otherId] = [freshSiteId('forms'), freshSiteId('other')];
  await cp(join(FIXTURES, 'forms'), join(dir, formsId), { recursive: true });
  await cp(join(FIXTURES, 'other'), join(dir, otherId), { recursive: true });
  const sites = await SiteRegistry.load({ fixturesDir: dir, templatesDir: TEMPLATES_DIR });
  const logs: string[] = [];
  const log: Logger = { info: (m) => logs.push(m), warn: (m) => logs.push(m), error: (m) => logs.push(m) };
  const env = () => renderEnv({ db, dev: false, log });
  const app = new Hono<AppEnv>();
  app.use(requestId());
  app.use(siteResolver({ sites }));
  app.use(crumb());
  app.route('/', formRoutes({ db, secret: 'forms-secret', env, captcha: testCaptchaVerifier(), ...options }));
  app.onError((error, c) => handleError(error, c, env()));
  return {
    app,
    formsId,
    otherId,
    logs,
    visitor: (host = 'forms.localhost') => new Visitor(app, host),
    close: () => rm(dir, { recursive: true, force: true }),
  };
}

export interface Answer {
  status: number;
  /** Parsed JSON, or the page's HTML as text. */
  body: any;
  text: string;
  headers: Headers;
}

/** One browser: a crumb of its own. */
export class Visitor {
  readonly crumb = randomBytes(16).toString('hex');
  readonly #app: Hono<AppEnv>;
  readonly host: string;

  constructor(app: Hono<AppEnv>, host: string) {
    this.#app = app;
    this.host = host;
  }

  async post(path: string, body: unknown, headers: Record<string, string> = {}): Promise<Answer> {
    const form = body instanceof URLSearchParams;
    const response = await this.#app.request(`http://${this.host}${path}`, {
      method: 'POST',
      headers: {
        Cookie: `crumb=${this.crumb}`,
        ...(form
          ? { Accept: 'text/html', 'Content-Type': 'application/x-www-form-urlencoded' }
          : { Accept: 'application/json', 'Content-Type': 'application/json', 'X-CSRF-Token': this.crumb }),
        ...headers,
      },
      body: form ? body.toString() : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const text = await response.text();
    const json = (response.headers.get('Content-Type') ?? '').includes('json');
    return { status: response.status, body: json && text ? JSON.parse(text) : null, text, headers: response.headers };
  }

  async get(path: string): Promise<Answer> {
    const response = await this.#app.request(`http://${this.host}${path}`, {
      headers: { Cookie: `crumb=${this.crumb}`, Accept: 'application/json' },
    });
    const text = await response.text();
    return {
      status: response.status,
      body: text.startsWith('{') ? JSON.parse(text) : null,
      text,
      headers: response.headers,
    };
  }

  async key(): Promise<string> {
    return (await this.post('/api/form/FormSubmissionKey', '')).body.data.key;
  }

  /** The island's JSON submission of `values`, with a fresh key unless one is given. */
  async submit(formId: string, values: Record<string, unknown>, extra: Record<string, unknown> = {}): Promise<Answer> {
    const key = 'key' in extra ? extra.key : await this.key();
    return this.post('/api/form/SaveFormSubmission', {
      formId,
      form: JSON.stringify(values),
      pageId: 'col-contact',
      pageTitle: 'Contact',
      pagePath: '/contact',
      contentSource: 'c',
      pagePermissionTypeValue: '',
      ...extra,
      key,
    });
  }
}

/** A plain HTML post of the contact page's form, as a browser without JavaScript sends it. */
export function htmlPost(visitor: Visitor, formId: string, entries: [string, string][]): URLSearchParams {
  return new URLSearchParams([
    ['formId', formId],
    ['crumb', visitor.crumb],
    ['contentSource', 'c'],
    ['pageTitle', 'Contact'],
    ['pageId', 'col-contact'],
    ['pagePath', '/contact'],
    ...entries,
  ]);
}
