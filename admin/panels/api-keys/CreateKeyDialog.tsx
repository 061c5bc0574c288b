/**
 * Creating an API key in two steps: name and role (with the terms of use and how keys work),
 * then the secret, shown this once, with a copy button. Cancel, Next and Complete are recorded.
 *
 * @module
 */
import { useId, useState } from 'react';
import { ROLE_LABELS, WEBSITE_ROLES } from '../../../domain';
import { ownerApi } from '../../api/owner-api';
import { PANEL_EVENTS, recordEvent } from '../../api/record-event';
import { Link, configPath } from '../../app/router';
import { Dialog } from '../../ui/Dialog';
import { useAction } from '../../ui/use-action';
import type { FormEvent } from 'react';
import type { WebsiteRoleName } from '../../../domain';
import type { ApiKey } from '../../../domain';

export const MAX_KEY_NAME = 80;
const ROLE_NAMES = Object.keys(WEBSITE_ROLES) as WebsiteRoleName[];

export function CreateKeyDialog({ onClose, onCreated }: { onClose(): void; onCreated(key: ApiKey): void }) {
  const [name, setName] = useState('');
  const [role, setRole] = useState<WebsiteRoleName>('viewer');
  const { busy, error, fieldErrors, setOutcome, run } = useAction();
  const [created, setCreated] = useState<{ key: ApiKey; secret: string } | undefined>();
  const [copied, setCopied] = useState<string | undefined>();
  const id = useId();

  const cancel = () => {
    recordEvent(PANEL_EVENTS.apiKeysCancel);
    onClose();
  };

  const next = async (event: FormEvent) => {
    event.preventDefault();
    recordEvent(PANEL_EVENTS.apiKeysNext, { role });
    const trimmed = name.trim();
    if (!trimmed || trimmed.length > MAX_KEY_NAME) {
      // The check names the field, as the server would.
      setOutcome(undefined, {
        name: trimmed
          ? `Use at most ${MAX_KEY_NAME} characters.`
          : 'Give the key a name, such as the app that will use it.',
      });
      return;
    }
    await run(async () => {
      const answer = await ownerApi.createApiKey(trimmed, role);
      setCreated(answer);
      onCreated(answer.key);
    });
  };
  // A failure that names a field is said beside it; any other below the form.
  const errors = {
    name: fieldErrors.name,
    role: fieldErrors.role,
    form: fieldErrors.name || fieldErrors.role ? undefined : error,
  };

  /** Complete, or Escape on the secret step: the secret is gone for good either way. */
  const complete = () => {
    recordEvent(PANEL_EVENTS.apiKeysComplete);
    onClose();
  };

  const copy = async () => {
    if (!created) return;
    recordEvent(PANEL_EVENTS.apiKeysCopy);
    try {
      await navigator.clipboard.writeText(created.secret);
      setCopied('Copied to the clipboard.');
    } catch {
      // Without clipboard access (an insecure origin, a refusal) the owner copies by hand.
      (document.getElementById(`${id}-secret`) as HTMLInputElement | null)?.select();
      setCopied('Could not reach the clipboard: the secret is selected, copy it with your keyboard.');
    }
  };

  if (created) {
    return (
      <Dialog title="Copy your API key" onClose={complete}>
        <p>
          This is the only time the secret of “{created.key.name}” is shown. Store it somewhere safe, such as your app's
          secret settings. If you lose it, delete the key and create another.
        </p>
        <div className="field">
          <label htmlFor={`${id}-secret`}>Secret</label>
          <div className="secret">
            <input
              id={`${id}-secret`}
              className="secret__value"
              readOnly
              value={created.secret}
              onFocus={(e) => e.target.select()}
            />
            <button type="button" className="button" onClick={copy}>
              Copy
            </button>
          </div>
          <p className="muted" role="status">
            {copied}
          </p>
        </div>
        <p className="muted">
          Send it as <code>Authorization: Bearer &lt;secret&gt;</code>. It acts with the role {created.key.roleLabel} on
          this site only.
        </p>
        <div className="dialog__actions">
          <button type="button" className="button button--primary" onClick={complete}>
            Complete
          </button>
        </div>
      </Dialog>
    );
  }

  return (
    <Dialog title="Create an API key" onClose={cancel}>
      <form onSubmit={next} className="dialog__form" noValidate>
        <div className="field">
          <label htmlFor={`${id}-name`}>Name</label>
          <input
            id={`${id}-name`}
            value={name}
            maxLength={MAX_KEY_NAME * 2}
            onChange={(e) => setName(e.target.value)}
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={errors.name ? `${id}-name-error` : `${id}-name-hint`}
          />
          {errors.name ? (
            <p id={`${id}-name-error`} className="field__error">
              {errors.name}
            </p>
          ) : (
            <p id={`${id}-name-hint`} className="muted">
              For you to recognise it later, such as “Warehouse sync”.
            </p>
          )}
        </div>
        <div className="field">
          <label htmlFor={`${id}-role`}>Role</label>
          <select
            id={`${id}-role`}
            value={role}
            onChange={(e) => setRole(e.target.value as WebsiteRoleName)}
            aria-invalid={errors.role ? true : undefined}
            aria-describedby={errors.role ? `${id}-role-error` : `${id}-role-hint`}
          >
            {ROLE_NAMES.map((r) => (
              <option key={r} value={r}>
                {ROLE_LABELS[r]}
              </option>
            ))}
          </select>
          {errors.role ? (
            <p id={`${id}-role-error`} className="field__error">
              {errors.role}
            </p>
          ) : (
            <p id={`${id}-role-hint`} className="muted">
              The key may do what this role may do, nothing more.
            </p>
          )}
        </div>
        <p className="muted">
          By creating a key you accept the{' '}
          <Link
            to={configPath('api-keys', 'terms')}
            target="_blank"
            onClick={() => recordEvent(PANEL_EVENTS.apiKeysTermsOfUse)}
          >
            terms of use
          </Link>
          .{' '}
          <Link
            to={configPath('api-keys', 'learn-more')}
            target="_blank"
            onClick={() => recordEvent(PANEL_EVENTS.apiKeysLearnMore)}
          >
            Learn more about API keys
          </Link>
          .
        </p>
        {errors.form && (
          <p className="status status--error" role="alert">
            {errors.form}
          </p>
        )}
        <div className="dialog__actions">
          <button type="button" className="button" onClick={cancel}>
            Cancel
          </button>
          <button type="submit" className="button button--primary" disabled={busy}>
            {busy ? 'Creating…' : 'Next'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
