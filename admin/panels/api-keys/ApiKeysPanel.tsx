/**
 * API keys: the site's keys (name, role, the first characters of the secret, when last used),
 * creation in a dialog, deletion after a confirmation. `/config/api-keys/terms` and
 * `/config/api-keys/learn-more` are the pages the creation dialog links to.
 *
 * @module
 */
import { useState } from 'react';
import { ownerApi } from '../../api/owner-api';
import { PANEL_EVENTS, recordEvent } from '../../api/record-event';
import { useOwner } from '../../app/owner-context';
import { Dialog } from '../../ui/Dialog';
import { dateTime } from '../../ui/format';
import { PanelHeading } from '../../ui/PanelHeading';
import { Empty, Failure, Loading } from '../../ui/status';
import { useLoad } from '../../ui/use-load';
import { useAction } from '../../ui/use-action';
import { ApiKeyPages } from './ApiKeyPages';
import { CreateKeyDialog } from './CreateKeyDialog';
import type { ApiKey } from '../../../domain';

export function ApiKeysPanel({ segments }: { segments: string[] }) {
  return segments[0] ? <ApiKeyPages page={segments[0]} /> : <ApiKeyList />;
}

function ApiKeyList() {
  const { owner } = useOwner();
  const loaded = useLoad('keys', () => ownerApi.apiKeys().then((answer) => answer.keys));
  const keys = loaded.data;
  const setKeys = loaded.update;
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<ApiKey | undefined>();
  const [notice, setNotice] = useState<string | undefined>();

  return (
    <section className="panel">
      <PanelHeading
        title="API keys"
        actions={
          <button
            type="button"
            className="button button--primary"
            onClick={() => {
              recordEvent(PANEL_EVENTS.apiKeysCreateKey);
              setNotice(undefined);
              setCreating(true);
            }}
          >
            Create API key
          </button>
        }
      >
        API keys
      </PanelHeading>
      <p className="lead">
        Keys let your own programs call this store's owner API, each with one role and for this site only.
      </p>
      <p className="status" role="status">
        {notice}
      </p>
      {loaded.error ? (
        <Failure message={loaded.error} onRetry={loaded.retry} />
      ) : !keys ? (
        <Loading>Loading the API keys…</Loading>
      ) : keys.length === 0 ? (
        <Empty>No API keys yet.</Empty>
      ) : (
        <div className="table-wrap">
          <table className="table table--cards">
            <caption className="visually-hidden">API keys</caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Role</th>
                <th scope="col">Secret starts with</th>
                <th scope="col">Created</th>
                <th scope="col">Last used</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {keys.map((key) => (
                <tr key={key.id}>
                  <th scope="row" className="break">
                    {key.name}
                  </th>
                  <td data-label="Role">{key.roleLabel}</td>
                  <td data-label="Secret starts with">
                    <code>{key.prefix}…</code>
                  </td>
                  <td data-label="Created">{dateTime(key.createdOn, owner.site.locale)}</td>
                  <td data-label="Last used">
                    {key.lastUsedOn ? dateTime(key.lastUsedOn, owner.site.locale) : 'Never'}
                  </td>
                  <td>
                    <button
                      type="button"
                      className="button button--danger"
                      onClick={() => {
                        recordEvent(PANEL_EVENTS.apiKeysDeleteKey, { id: key.id });
                        setNotice(undefined);
                        setDeleting(key);
                      }}
                    >
                      Delete<span className="visually-hidden"> {key.name}</span>
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {creating && (
        <CreateKeyDialog onClose={() => setCreating(false)} onCreated={(key) => setKeys((list) => [key, ...list])} />
      )}
      {deleting && (
        <DeleteKeyDialog
          apiKey={deleting}
          onClose={() => setDeleting(undefined)}
          onDeleted={() => {
            setKeys((list) => list.filter((k) => k.id !== deleting.id));
            setNotice(`The key “${deleting.name}” is deleted. Calls made with it are refused from now on.`);
            setDeleting(undefined);
          }}
        />
      )}
    </section>
  );
}

function DeleteKeyDialog({ apiKey, onClose, onDeleted }: { apiKey: ApiKey; onClose(): void; onDeleted(): void }) {
  const { busy, error, run } = useAction();
  const confirm = async () => {
    recordEvent(PANEL_EVENTS.apiKeysConfirmDelete, { id: apiKey.id });
    await run(
      async () => {
        await ownerApi.deleteApiKey(apiKey.id);
        onDeleted();
      },
      { leaves: true },
    );
  };
  return (
    <Dialog
      title={`Delete the key “${apiKey.name}”?`}
      onClose={onClose}
      description={<p>Programs using it stop working at once. This cannot be undone.</p>}
    >
      {error && (
        <p className="status status--error" role="alert">
          {error}
        </p>
      )}
      <div className="dialog__actions">
        <button type="button" className="button" onClick={onClose}>
          Keep the key
        </button>
        <button type="button" className="button button--danger" onClick={confirm} disabled={busy}>
          {busy ? 'Deleting…' : 'Delete key'}
        </button>
      </div>
    </Dialog>
  );
}
