import { Account } from './Account';
import { Forgot, Reset, SignIn, SignUp } from './SignForms';
import type { SiteUserProps } from './site-user-types';

/** The site-user pages' island: sign-in, sign-up, forgotten and new password, the account. */
export function SiteUser(props: SiteUserProps) {
  switch (props.mode) {
    case 'sign-in':
      return <SignIn next={props.next} title={props.title} />;
    case 'sign-up':
      return <SignUp />;
    case 'forgot':
      return <Forgot />;
    case 'reset':
      return <Reset token={props.token} valid={props.valid} />;
    case 'account':
      return <Account account={props.account} xsrfToken={props.xsrfToken} />;
  }
}
