/** The API keys panel's calls: list, create (the secret is answered once), delete. */
import { Hono } from 'hono';
import * as v from 'valibot';
import { LONE_SURROGATE, WEBSITE_ROLES, type ApiKeyList, type CreatedApiKey, type WebsiteRoleName } from '../../domain';
import { HttpError } from '../http-error';
import { OWNER_MESSAGES } from './messages';
import { allow, type OwnerDb, type OwnerEnv } from './credentials';
import { createApiKey, deleteApiKey, listApiKeys } from './api-keys';
import { readJson } from '../http';
import type { MiddlewareHandler } from 'hono';

const ROLE_NAMES = Object.keys(WEBSITE_ROLES) as WebsiteRoleName[];

const CreateBody = v.object({
  name: v.pipe(
    v.string('Give the key a name.'),
    v.trim(),
    v.minLength(1, 'Give the key a name.'),
    v.maxLength(80, 'The name can be at most 80 characters.'),
    v.check(
      (s) => !/[\0-\x1f\x7f]/.test(s) && !LONE_SURROGATE.test(s),
      'The name contains characters that are not allowed.',
    ),
  ),
  role: v.picklist(ROLE_NAMES, `Choose a role: ${ROLE_NAMES.join(', ')}.`),
});

export function ownerApiKeyRoutes(db: OwnerDb, auth: MiddlewareHandler<OwnerEnv>) {
  return new Hono<OwnerEnv>()
    .get('/', auth, allow('apiKeys.manage'), async (c) =>
      c.json<ApiKeyList>({ keys: await listApiKeys(db(), c.get('site').id) }),
    )
    .post('/', auth, allow('apiKeys.manage'), async (c) => {
      const body = await readJson(c, CreateBody);
      return c.json<CreatedApiKey>(await createApiKey(db(), c.get('site').id, body), 201);
    })
    .delete('/:id', auth, allow('apiKeys.manage'), async (c) => {
      const id = c.req.param('id');
      if (!/^[0-9a-f-]{36}$/.test(id) || !(await deleteApiKey(db(), c.get('site').id, id)))
        throw new HttpError(404, OWNER_MESSAGES.unknownKey);
      return c.body(null, 204);
    });
}
