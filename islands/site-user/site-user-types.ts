/** The props of the site-user island, one shape per page (server/site-users/site-user-pages.ts). */
import type { AccountView, InterfaceWords, ShopWords } from '../../domain';

/** The sign-in form's words in the page's language (domain/interface-words); English when absent. */
export type SignInWords = Pick<
  InterfaceWords,
  'email' | 'password' | 'rememberMe' | 'signIn' | 'signingIn' | 'forgotPassword' | 'createAccount'
>;

export type SiteUserProps = (
  | { mode: 'sign-in'; next?: string; title?: string }
  | { mode: 'sign-up' }
  | { mode: 'forgot' }
  | { mode: 'reset'; token: string; valid: boolean }
  | { mode: 'account'; account: AccountView; xsrfToken: string }
) & {
  /** The page language's words (a member area's sign-in form sends only its own); English when absent. */
  words?: SignInWords | ShopWords;
  /** The account pages of the page's language (`/fr/account`). @default ACCOUNT_PATH */
  accountPath?: string;
  /** The home page of the page's language (`/fr`), where signing out leads. @default '/' */
  homePath?: string;
};

/** The primary language's account pages. */
export const ACCOUNT_PATH = '/account';
