/** The sign-in form shown when no owner is signed in: email and password, errors in words. */
import { useId, useState } from 'react';
import { ownerApi } from '../api/owner-api';
import type { FormEvent } from 'react';
import type { Owner } from '../../domain';
import { useAction } from '../ui/use-action';

export function SignIn({
  siteTitle,
  onSignedIn,
  notice,
}: {
  siteTitle: string;
  onSignedIn(owner: Owner): void;
  notice?: string;
}) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const { busy, error, setError, run } = useAction();
  const id = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim() || !password) {
      setError('Enter your email and password.');
      return;
    }
    await run(
      async () => {
        const { owner } = await ownerApi.signIn(email.trim(), password);
        onSignedIn(owner);
      },
      { leaves: true },
    );
  };

  return (
    <main className="sign-in" id="main">
      <form className="sign-in__form" onSubmit={submit} noValidate aria-describedby={error ? `${id}-error` : undefined}>
        <h1>Sign in to {siteTitle}</h1>
        {notice && !error && <p className="status">{notice}</p>}
        <div className="field">
          <label htmlFor={`${id}-email`}>Email</label>
          <input
            id={`${id}-email`}
            type="email"
            name="email"
            autoComplete="username"
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-password`}>Password</label>
          <input
            id={`${id}-password`}
            type="password"
            name="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </div>
        {error && (
          <p id={`${id}-error`} className="status status--error" role="alert">
            {error}
          </p>
        )}
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? 'Signing in…' : 'Sign in'}
        </button>
      </form>
    </main>
  );
}
