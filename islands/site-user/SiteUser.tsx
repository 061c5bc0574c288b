import { ENGLISH_WORDS } from '../../domain';
import { ShopWordsProvider } from '../shared/shop-words';
import { Account } from './Account';
import { Forgot, Reset, SignIn, SignUp } from './SignForms';
import { ACCOUNT_PATH, type SiteUserProps } from './site-user-types';

/** The site-user pages' island: sign-in, sign-up, forgotten and new password, the account. */
export function SiteUser(props: SiteUserProps) {
  // A member area's sign-in form sends its own few words; the rest stay English.
  const words = props.words ? { ...ENGLISH_WORDS, ...props.words } : undefined;
  return (
    <ShopWordsProvider words={words}>
      <SiteUserPage {...props} />
    </ShopWordsProvider>
  );
}

function SiteUserPage(props: SiteUserProps) {
  const base = props.accountPath ?? ACCOUNT_PATH;
  switch (props.mode) {
    case 'sign-in':
      return <SignIn next={props.next} title={props.title} base={base} />;
    case 'sign-up':
      return <SignUp base={base} />;
    case 'forgot':
      return <Forgot base={base} />;
    case 'reset':
      return <Reset token={props.token} valid={props.valid} base={base} />;
    case 'account':
      return <Account account={props.account} xsrfToken={props.xsrfToken} homePath={props.homePath ?? '/'} />;
  }
}
