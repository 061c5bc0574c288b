import { useId, useState } from 'react';
import { useStore } from '@nanostores/react';
import { captchaConfig, checkRestockSignUp, type RestockBoxProps } from '../../domain';
import { Captcha } from '../shared/captcha/Captcha';
import { callJson } from '../shared/api-call';
import { productStore } from '../product-detail/product-store';
import type { FormEvent } from 'react';
import type { RestockSignedUp } from '../../domain';

export const RESTOCK_URL = '/api/site-users/account/notifications/restock';

/**
 * The restock sign-up box (spec §4 "Restock box", §5 "Restock"): email, optional mailing-list
 * checkbox, captcha area; replaced by the success text, keeping the call to action, once signed up.
 */
export function Restock(props: RestockBoxProps) {
  const id = useId();
  const { variantId: chosen } = useStore(productStore(props.productId));
  const [phase, setPhase] = useState<'form' | 'sending' | 'done'>('form');
  const [error, setError] = useState('');
  const hidden = props.hiddenByDefault && chosen !== props.variantId;
  const captcha = captchaConfig({ siteKey: props.captchaSiteKey, provider: props.captchaProvider });
  const [captchaToken, setCaptchaToken] = useState<string>();
  const [captchaRound, setCaptchaRound] = useState(0);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (phase !== 'form') return;
    const data = new FormData(event.currentTarget);
    const email = String(data.get('siteVisitorEmail') ?? '');
    const problem = checkRestockSignUp({
      email,
      captchaShown: Boolean(captcha),
      captchaToken,
      messages: props.messages,
    });
    if (problem) return setError(problem);
    setError('');
    setPhase('sending');
    const answer = await callJson<RestockSignedUp>('POST', RESTOCK_URL, {
      productId: props.productId,
      variantId: props.variantId,
      siteVisitorEmail: email.trim(),
      isJoinMailingList: data.get('isJoinMailingList') === 'on',
      ...(captchaToken ? { captchaToken } : {}),
    });
    if (answer.ok) return setPhase('done');
    // The token was spent or refused: the visitor solves a fresh captcha (spec §4 "Restock box").
    if (captcha) setCaptchaRound((n) => n + 1);
    setError(answer.message || 'Please check your internet connection.');
    setPhase('form');
  };

  if (phase === 'done') {
    return (
      <div className="restock" hidden={hidden}>
        <p className="restock__cta">{props.texts.cta}</p>
        <p className="restock__success" role="status">
          {props.texts.success}
        </p>
      </div>
    );
  }
  return (
    <form className="restock" hidden={hidden} noValidate onSubmit={submit} aria-describedby={`${id}-cta`}>
      <p className="restock__cta" id={`${id}-cta`}>
        {props.texts.cta}
      </p>
      <label className="visually-hidden" htmlFor={`${id}-email`}>
        {props.texts.placeholder}
      </label>
      <div className="restock__row">
        <input
          id={`${id}-email`}
          type="email"
          name="siteVisitorEmail"
          autoComplete="email"
          placeholder={props.texts.placeholder}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-error`}
        />
        <button type="submit" aria-disabled={phase === 'sending' || undefined}>
          {props.texts.button}
        </button>
      </div>
      {props.mailingList.enabled && (
        <label className="restock__mailing">
          <input type="checkbox" name="isJoinMailingList" defaultChecked={props.mailingList.checked} />{' '}
          {props.texts.mailingList}
        </label>
      )}
      {captcha && (
        <div className="restock__captcha" data-sitekey={captcha.siteKey}>
          <Captcha config={captcha} round={captchaRound} onToken={setCaptchaToken} words={props.captchaWords} />
        </div>
      )}
      <p className="restock__error" id={`${id}-error`} role="alert">
        {error}
      </p>
    </form>
  );
}
