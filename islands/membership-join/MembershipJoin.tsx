/**
 * The join button of a membership (a paywall product, type 5). A membership belongs to a site
 * user's account, so a visitor who is not signed in is sent to sign in first and comes back.
 * Joining puts the membership in a subscription cart (monthly and other plans) or the cart
 * (paid once) and goes on to checkout; the server checks everything again.
 */
import { useState } from 'react';
import { callJson } from '../shared/api-call';
import { isSignedIn } from '../account-link/site-user-info';
import { membershipOffer } from './membership-offer';
import {
  ENGLISH_WORDS,
  pathUnderHome,
  type EntryAdded,
  type MembershipWords,
  type SubscriptionCartCreated,
} from '../../domain';

/** Where the page goes; tests replace `go`. */
export const membershipNavigation = { go: (url: string) => window.location.assign(url) };

/**
 * The props are the product item itself, as the template passes it: `{@|island membership-join}`;
 * on a page in another language with its `pageHome` (`/fr`), where sign-in and checkout open;
 * on a page not in English with its `words` (English without) and `pageLocale`, the price's.
 */
export function MembershipJoin(item: Record<string, unknown>) {
  const home = typeof item.pageHome === 'string' ? item.pageHome : undefined;
  const at = (path: string) => pathUnderHome(home, path);
  const words = (item.words && typeof item.words === 'object' ? item.words : ENGLISH_WORDS) as MembershipWords;
  const offer = membershipOffer(item, typeof item.pageLocale === 'string' ? item.pageLocale : undefined, words);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  if (!offer) return null;

  const join = async () => {
    if (!isSignedIn(document.cookie))
      return membershipNavigation.go(`${at('/account/sign-in')}?next=${encodeURIComponent(window.location.pathname)}`);
    setBusy(true);
    const answer = offer.subscription
      ? await callJson<SubscriptionCartCreated>('POST', '/api/3/commerce/cart/subscription', {
          itemId: offer.itemId,
          sku: offer.sku,
          qty: 1,
          additionalFields: null,
        })
      : await callJson<EntryAdded>('POST', '/api/commerce/shopping-cart/entries', {
          itemId: offer.itemId,
          sku: offer.sku,
          quantity: 1,
          additionalFields: null,
        });
    if (answer.ok) {
      const token = (answer.body as { cartToken?: string } | undefined)?.cartToken;
      return membershipNavigation.go(
        token ? `${at('/checkout/subscription')}?cartToken=${encodeURIComponent(token)}` : at('/checkout'),
      );
    }
    setBusy(false);
    setError(answer.message || words.checkConnection);
  };

  return (
    <div className="membership-join">
      <p className="membership-join__price">{offer.priceText}</p>
      <button type="button" className="button" onClick={join} disabled={busy}>
        {busy ? words.joining : words.joinTheClub}
      </button>
      {error ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
