/**
 * `/config/forms/new`: name the form, then build it. The form is saved at once as a draft
 * document (listed with its Draft label before any publish) and the builder opens on it.
 *
 * @module
 */
import { useId, useState } from 'react';
import { Link, configPath, useRouter } from '../../app/router';
import { contentApi } from '../../editor';
import { PanelHeading } from '../../ui/PanelHeading';
import { useAction } from '../../ui/use-action';
import { newFormKey } from './form-keys';
import type { FormDocument } from '../../../domain';
import type { FormEvent } from 'react';

export function NewForm() {
  const { navigate } = useRouter();
  const [name, setName] = useState('');
  const { busy, error, setError, run } = useAction();
  const id = useId();

  const create = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setError('Please give the form a name.');
      return;
    }
    const key = newFormKey(name);
    const form: FormDocument = { id: key, name: name.trim(), fields: [], storeSubmissions: true };
    await run(
      async () => {
        // No revision: creates the form (409 when the key is taken).
        await contentApi.saveDocument('form', key, undefined, form);
        navigate(configPath('forms', key, 'edit'));
      },
      { leaves: true },
    );
  };

  return (
    <section className="panel">
      <p className="back">
        <Link to={configPath('forms')}>All forms</Link>
      </p>
      <PanelHeading title="New form">New form</PanelHeading>
      <form onSubmit={create} noValidate>
        <div className="field">
          <label htmlFor={`${id}-name`}>Form name</label>
          <input
            id={`${id}-name`}
            value={name}
            maxLength={200}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(e) => setName(e.target.value)}
          />
          {error && (
            <p className="field__error" id={`${id}-error`}>
              {error}
            </p>
          )}
        </div>
        <button type="submit" className="button" disabled={busy}>
          {busy ? 'Creating…' : 'Create form'}
        </button>
      </form>
    </section>
  );
}
