import { useEffect, useState } from 'react';
import { isSignedIn } from './site-user-info';

export interface AccountLinkProps {
  signInUrl: string;
  accountUrl: string;
  /** The link's words in the page's language. @default 'Sign in' */
  signInText?: string;
  /** @default 'Account' */
  accountText?: string;
}

/**
 * The header's account link. Pages are shared by every visitor (and cached), so the server
 * renders "Sign in" (in the page's language); once in the browser the SiteUserInfo cookie says whether to show "Account".
 */
export function AccountLink({
  signInUrl,
  accountUrl,
  signInText = 'Sign in',
  accountText = 'Account',
}: AccountLinkProps) {
  const [signedIn, setSignedIn] = useState(false);
  useEffect(() => setSignedIn(isSignedIn(document.cookie)), []);
  return (
    <a
      className="header-link header-account"
      href={signedIn ? accountUrl : signInUrl}
      data-signed-in={signedIn ? 'true' : 'false'}
    >
      {signedIn ? accountText : signInText}
    </a>
  );
}
