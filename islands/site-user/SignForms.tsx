import { useState } from 'react';
import { sameOriginPath } from '../../domain';
import { AccountForm } from './AccountForm';
import { siteUserApi } from './site-user-api';

/**
 * Sign-in: on success the browser goes where it came from (a member area) or to the account;
 * `next` is followed only when it stays on this site (domain/same-origin.ts).
 * The account pages title their forms with the page's h1; a member area's form has a title of its own.
 */
export function SignIn({ next, title }: { next?: string; title?: string }) {
  return (
    <div className="account-card card">
      {title ? <h2>{title}</h2> : null}
      <AccountForm
        fields={[
          { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
          { name: 'password', label: 'Password', type: 'password', autoComplete: 'current-password' },
          { name: 'rememberMe', label: 'Keep me signed in for 30 days', type: 'checkbox' },
        ]}
        submitLabel="Sign in"
        busyLabel="Signing in…"
        onSubmit={(v) => siteUserApi.signIn(String(v.email), String(v.password), v.rememberMe === true)}
        onDone={() => window.location.assign(sameOriginPath(next, window.location.origin) ?? '/account')}
      />
      <p className="account-links">
        <a href="/account/forgot-password">Forgot your password?</a> · <a href="/account/sign-up">Create an account</a>
      </p>
    </div>
  );
}

function Done({ title, message, children }: { title: string; message: string; children?: React.ReactNode }) {
  return (
    <div className="account-card card">
      <h2>{title}</h2>
      <p role="status" className="account-status">
        {message}
      </p>
      {children}
    </div>
  );
}

export function SignUp() {
  const [message, setMessage] = useState('');
  if (message)
    return (
      <Done title="Check your email" message={message}>
        <p>
          <a className="button" href="/account/sign-in">
            Sign in
          </a>
        </p>
      </Done>
    );
  return (
    <div className="account-card card">
      <AccountForm
        fields={[
          { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
          {
            name: 'password',
            label: 'Password',
            type: 'password',
            autoComplete: 'new-password',
            hint: 'At least 8 characters.',
          },
        ]}
        submitLabel="Create account"
        busyLabel="Creating…"
        onSubmit={(v) => siteUserApi.signUp(String(v.email), String(v.password))}
        onDone={(answer) => setMessage(String((answer.body as { message?: string }).message ?? ''))}
      />
      <p className="account-links">
        Already have an account? <a href="/account/sign-in">Sign in</a>
      </p>
    </div>
  );
}

export function Forgot() {
  const [message, setMessage] = useState('');
  if (message) return <Done title="Check your email" message={message} />;
  return (
    <div className="account-card card">
      <p>Enter the email address of your account and we will send you a link to choose a new password.</p>
      <AccountForm
        fields={[{ name: 'email', label: 'Email', type: 'email', autoComplete: 'email' }]}
        submitLabel="Send the link"
        busyLabel="Sending…"
        onSubmit={(v) => siteUserApi.forgot(String(v.email))}
        onDone={(answer) => setMessage(String((answer.body as { message?: string }).message ?? ''))}
      />
      <p className="account-links">
        <a href="/account/sign-in">Back to sign in</a>
      </p>
    </div>
  );
}

export function Reset({ token, valid }: { token: string; valid: boolean }) {
  const [message, setMessage] = useState('');
  if (!valid)
    return (
      <Done
        title="This link has expired"
        message="This password reset link has expired or was already used. Please ask for a new one."
      >
        <p>
          <a className="button" href="/account/forgot-password">
            Send a new link
          </a>
        </p>
      </Done>
    );
  if (message)
    return (
      <Done title="Password changed" message={message}>
        <p>
          <a className="button" href="/account/sign-in">
            Sign in
          </a>
        </p>
      </Done>
    );
  return (
    <div className="account-card card">
      <AccountForm
        fields={[
          {
            name: 'password',
            label: 'New password',
            type: 'password',
            autoComplete: 'new-password',
            hint: 'At least 8 characters.',
          },
        ]}
        submitLabel="Save the new password"
        busyLabel="Saving…"
        onSubmit={(v) => siteUserApi.reset(token, String(v.password))}
        onDone={(answer) => setMessage(String((answer.body as { message?: string }).message ?? ''))}
      />
    </div>
  );
}
