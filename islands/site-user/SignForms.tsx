import { useState } from 'react';
import { sameOriginPath } from '../../domain';
import { useShopWords } from '../shared/shop-words';
import { AccountForm } from './AccountForm';
import { siteUserApi } from './site-user-api';

/** `base`: the account pages of the page's language (`/account`, `/fr/account`). */
interface BaseProps {
  base: string;
}

/**
 * Sign-in: on success the browser goes where it came from (a member area) or to the account;
 * `next` is followed only when it stays on this site (domain/same-origin.ts).
 * The account pages title their forms with the page's h1; a member area's form has a title of its own.
 */
export function SignIn({ next, title, base }: BaseProps & { next?: string; title?: string }) {
  const words = useShopWords();
  return (
    <div className="account-card card">
      {title ? <h2>{title}</h2> : null}
      <AccountForm
        fields={[
          { name: 'email', label: words.email, type: 'email', autoComplete: 'email' },
          { name: 'password', label: words.password, type: 'password', autoComplete: 'current-password' },
          { name: 'rememberMe', label: words.rememberMe, type: 'checkbox' },
        ]}
        submitLabel={words.signIn}
        busyLabel={words.signingIn}
        onSubmit={(v) => siteUserApi.signIn(String(v.email), String(v.password), v.rememberMe === true)}
        onDone={() => window.location.assign(sameOriginPath(next, window.location.origin) ?? base)}
      />
      <p className="account-links">
        <a href={`${base}/forgot-password`}>{words.forgotPassword}</a>
        {' · '}
        <a href={`${base}/sign-up`}>{words.createAccount}</a>
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

export function SignUp({ base }: BaseProps) {
  const words = useShopWords();
  const [message, setMessage] = useState('');
  if (message)
    return (
      <Done title={words.checkYourEmail} message={message}>
        <p>
          <a className="button" href={`${base}/sign-in`}>
            {words.signIn}
          </a>
        </p>
      </Done>
    );
  return (
    <div className="account-card card">
      <AccountForm
        fields={[
          { name: 'email', label: words.email, type: 'email', autoComplete: 'email' },
          {
            name: 'password',
            label: words.password,
            type: 'password',
            autoComplete: 'new-password',
            hint: words.passwordHint,
          },
        ]}
        submitLabel={words.createAccountButton}
        busyLabel={words.creating}
        onSubmit={(v) => siteUserApi.signUp(String(v.email), String(v.password))}
        onDone={(answer) => setMessage(String((answer.body as { message?: string }).message ?? ''))}
      />
      <p className="account-links">
        {words.haveAccount} <a href={`${base}/sign-in`}>{words.signIn}</a>
      </p>
    </div>
  );
}

export function Forgot({ base }: BaseProps) {
  const words = useShopWords();
  const [message, setMessage] = useState('');
  if (message) return <Done title={words.checkYourEmail} message={message} />;
  return (
    <div className="account-card card">
      <p>{words.forgotIntro}</p>
      <AccountForm
        fields={[{ name: 'email', label: words.email, type: 'email', autoComplete: 'email' }]}
        submitLabel={words.sendTheLink}
        busyLabel={words.sending}
        onSubmit={(v) => siteUserApi.forgot(String(v.email))}
        onDone={(answer) => setMessage(String((answer.body as { message?: string }).message ?? ''))}
      />
      <p className="account-links">
        <a href={`${base}/sign-in`}>{words.backToSignIn}</a>
      </p>
    </div>
  );
}

export function Reset({ token, valid, base }: BaseProps & { token: string; valid: boolean }) {
  const words = useShopWords();
  const [message, setMessage] = useState('');
  if (!valid)
    return (
      <Done title={words.linkExpired} message={words.linkExpiredText}>
        <p>
          <a className="button" href={`${base}/forgot-password`}>
            {words.sendNewLink}
          </a>
        </p>
      </Done>
    );
  if (message)
    return (
      <Done title={words.passwordChanged} message={message}>
        <p>
          <a className="button" href={`${base}/sign-in`}>
            {words.signIn}
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
            label: words.newPassword,
            type: 'password',
            autoComplete: 'new-password',
            hint: words.passwordHint,
          },
        ]}
        submitLabel={words.saveNewPassword}
        busyLabel={words.saving}
        onSubmit={(v) => siteUserApi.reset(token, String(v.password))}
        onDone={(answer) => setMessage(String((answer.body as { message?: string }).message ?? ''))}
      />
    </div>
  );
}
