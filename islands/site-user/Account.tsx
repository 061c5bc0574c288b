import { useEffect, useState } from 'react';
import { AccountForm } from './AccountForm';
import { AccountSubscriptions, subscriptionAnchor } from './AccountSubscriptions';
import { failureText, rememberXsrfToken, siteUserApi } from './site-user-api';
import { fillWords, type AccountView } from '../../domain';
import { useShopWords } from '../shared/shop-words';

/**
 * The account page: orders (by their short numbers; a subscription's ones marked, linking to it
 * in the subscriptions list), subscriptions, restock sign-ups, change of email and password, and sign-out, which may keep a copy of the cart in this browser (cloneCart).
 */
export function Account({
  account,
  xsrfToken,
  homePath,
}: {
  account: AccountView;
  xsrfToken: string;
  homePath: string;
}) {
  const words = useShopWords();
  const [email, setEmail] = useState(account.email);
  const [notice, setNotice] = useState('');
  const [keepCart, setKeepCart] = useState(true);
  const [signOutError, setSignOutError] = useState('');
  const [signingOut, setSigningOut] = useState(false);

  // The page came from the server with this session's token: later calls send it.
  useEffect(() => rememberXsrfToken(xsrfToken), [xsrfToken]);

  const signOut = async () => {
    setSigningOut(true);
    const answer = await siteUserApi.signOut(keepCart);
    if (answer.ok) return window.location.assign(homePath);
    setSigningOut(false);
    setSignOutError(failureText(answer, words));
  };

  return (
    <div className="account">
      <section className="account-card card" aria-labelledby="account-you">
        <h2 id="account-you">{words.signedIn}</h2>
        <p>
          {words.signedInAs} <strong data-account-email>{email}</strong>
        </p>
        {notice ? (
          <p role="status" className="account-status">
            {notice}
          </p>
        ) : null}
        <div className="account-signout">
          <label className="choice">
            <input type="checkbox" checked={keepCart} onChange={(e) => setKeepCart(e.currentTarget.checked)} />{' '}
            {words.keepCartOnDevice}
          </label>
          <button type="button" className="button-secondary" onClick={signOut} disabled={signingOut}>
            {signingOut ? words.signingOut : words.signOut}
          </button>
          {signOutError ? (
            <p className="form-error" role="alert">
              {signOutError}
            </p>
          ) : null}
        </div>
      </section>

      <section className="account-card card" aria-labelledby="account-orders">
        <h2 id="account-orders">{words.orders}</h2>
        {account.orders.length === 0 ? (
          <p className="empty">{words.noOrders}</p>
        ) : (
          <ul className="account-orders" role="list">
            {account.orders.map((order) => (
              <li key={order.orderNumber} className="account-order">
                <p className="account-order-head">
                  <strong>{fillWords(words.orderNumbered, { number: order.orderNumber })}</strong>{' '}
                  {order.subscription ? (
                    <>
                      <a className="account-order-kind" href={`#${subscriptionAnchor(order.subscription.id)}`}>
                        {order.subscription.renewal ? words.subscriptionRenewalOrder : words.subscriptionOrder}
                      </a>{' '}
                    </>
                  ) : null}
                  <span>{order.placedText}</span> <span className="account-order-total">{order.totalText}</span>
                </p>
                <p className="account-order-items">
                  {order.items.map((item) => `${item.quantity} × ${item.productName}`).join(', ')}
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>

      <AccountSubscriptions initial={account.subscriptions ?? []} />

      <section className="account-card card" aria-labelledby="account-restock">
        <h2 id="account-restock">{words.restockNotifications}</h2>
        {account.restockSignUps.length === 0 ? (
          <p className="empty">{words.noRestockSignUps}</p>
        ) : (
          <ul className="account-restock" role="list">
            {account.restockSignUps.map((signUp, index) => (
              <li key={index}>
                {signUp.productUrl ? <a href={signUp.productUrl}>{signUp.productTitle}</a> : signUp.productTitle}
                {signUp.variantText ? <span className="account-variant"> — {signUp.variantText}</span> : null}
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className="account-card card" aria-labelledby="account-email">
        <h2 id="account-email">{words.changeYourEmail}</h2>
        <AccountForm
          fields={[
            { name: 'email', label: words.newEmail, type: 'email', autoComplete: 'email' },
            {
              name: 'currentPassword',
              label: words.currentPassword,
              type: 'password',
              autoComplete: 'current-password',
            },
          ]}
          submitLabel={words.changeEmail}
          busyLabel={words.saving}
          onSubmit={(v) => siteUserApi.changeEmail(String(v.email), String(v.currentPassword))}
          onDone={(answer) => {
            const body = answer.body as { email: string; message: string };
            setEmail(body.email);
            setNotice(body.message);
          }}
        />
      </section>

      <section className="account-card card" aria-labelledby="account-password">
        <h2 id="account-password">{words.changeYourPassword}</h2>
        <AccountForm
          fields={[
            {
              name: 'currentPassword',
              label: words.currentPassword,
              type: 'password',
              autoComplete: 'current-password',
            },
            {
              name: 'newPassword',
              label: words.newPassword,
              type: 'password',
              autoComplete: 'new-password',
              hint: words.passwordHint,
            },
          ]}
          submitLabel={words.changePassword}
          busyLabel={words.saving}
          onSubmit={(v) => siteUserApi.changePassword(String(v.currentPassword), String(v.newPassword))}
          onDone={(answer) => setNotice((answer.body as { message: string }).message)}
        />
      </section>
    </div>
  );
}
