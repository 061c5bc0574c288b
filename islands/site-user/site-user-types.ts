/** The props of the site-user island, one shape per page (server/routes/site-user-pages.ts). */
import type { AccountView } from '../../domain';

export type SiteUserProps =
  | { mode: 'sign-in'; next?: string; title?: string }
  | { mode: 'sign-up' }
  | { mode: 'forgot' }
  | { mode: 'reset'; token: string; valid: boolean }
  | { mode: 'account'; account: AccountView; xsrfToken: string };
