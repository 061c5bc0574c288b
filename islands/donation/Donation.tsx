/**
 * The donation block (page type 203): preset amounts as radio buttons, a custom amount, the
 * giver's email and the test provider's card field. It posts to /api/commerce/donations and
 * goes on to the contribution's confirmation page (204). The server checks the amount again.
 */
import { useId, useRef, useState } from 'react';
import { ENGLISH_WORDS, fillWords, parseDonationAmount, translateMessage } from '../../domain';
import { TEST_CARDS, testCardToken } from '../checkout/test-card';
import { callJson } from '../shared/api-call';
import { Refusal, nextRefusal } from '../shared/Refusal';
import type { RefusalState } from '../shared/Refusal';
import type { DonationProps } from './donation-types';
import type { DonationPlaced } from '../../domain';

const OTHER = 'other';
/** Where the page goes after a contribution; tests replace `go`. */
export const donationNavigation = { go: (url: string) => window.location.assign(url) };

export function Donation({ title, description, presets, currency, limitsText, words = ENGLISH_WORDS }: DonationProps) {
  const cards = { ok: TEST_CARDS.ok.number, decline: TEST_CARDS.decline.number };
  const id = useId();
  const [choice, setChoice] = useState(presets[0]?.amount ?? OTHER);
  const [custom, setCustom] = useState('');
  const [email, setEmail] = useState('');
  const [card, setCard] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [refusal, setRefusal] = useState<RefusalState | null>(null);
  const [busy, setBusy] = useState(false);
  const key = useRef<string | undefined>(undefined);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const amount = choice === OTHER ? custom : choice;
    // The limits are the server's; here only the shape is checked, before a card is asked.
    const shape = parseDonationAmount(amount, {
      title,
      description,
      presetAmountsCents: [],
      minimumCents: 0,
      maximumCents: Number.MAX_SAFE_INTEGER,
      currency,
    });
    const paymentToken = testCardToken(card);
    const found: Record<string, string> = {};
    // The rules' message is English; the page's words say it (the server's come in them already).
    if ('error' in shape) found.amount = translateMessage(shape.error, { ...ENGLISH_WORDS, ...words });
    if (!email.trim()) found.email = words.emailRequired;
    if (!paymentToken) found.card = fillWords(words.unknownTestCard, cards);
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) {
      // The first field in error takes focus, so it comes into view with its message.
      setRefusal(null);
      return document.getElementById(`${id}-${first === 'amount' ? 'custom' : first}`)?.focus();
    }
    setBusy(true);
    key.current ??= crypto.randomUUID();
    const answer = await callJson<DonationPlaced>('POST', '/api/commerce/donations', {
      amount,
      email: email.trim(),
      paymentToken,
      idempotencyKey: key.current,
    });
    setBusy(false);
    if (answer.ok && answer.body?.confirmationUrl) return donationNavigation.go(answer.body.confirmationUrl);
    setErrors(answer.fieldErrors);
    setRefusal(nextRefusal(refusal, answer.message || words.checkConnection));
  };

  const described = (field: string, hint?: string) =>
    [hint, errors[field] ? `${id}-${field}-error` : undefined].filter(Boolean).join(' ') || undefined;
  const error = (field: string) =>
    errors[field] ? (
      <p className="field-error" id={`${id}-${field}-error`}>
        {errors[field]}
      </p>
    ) : null;

  return (
    <form className="donation" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      {description && <p>{description}</p>}
      <fieldset className="donation__amounts">
        <legend>{words.donationAmount}</legend>
        {presets.map((p) => (
          <label key={p.amount} className="donation__preset">
            <input
              type="radio"
              name={`${id}-amount`}
              value={p.amount}
              checked={choice === p.amount}
              onChange={() => setChoice(p.amount)}
            />
            {p.label}
          </label>
        ))}
        <label className="donation__preset">
          <input
            type="radio"
            name={`${id}-amount`}
            value={OTHER}
            checked={choice === OTHER}
            onChange={() => setChoice(OTHER)}
          />
          {words.otherAmount}
        </label>
        <div className="field">
          <label htmlFor={`${id}-custom`}>{fillWords(words.yourAmount, { currency })}</label>
          <input
            id={`${id}-custom`}
            inputMode="decimal"
            value={custom}
            aria-invalid={errors.amount ? true : undefined}
            aria-describedby={described('amount', `${id}-limits`)}
            onChange={(e) => {
              setCustom(e.target.value);
              setChoice(OTHER);
            }}
          />
          <p className="field-description" id={`${id}-limits`}>
            {limitsText}
          </p>
          {error('amount')}
        </div>
      </fieldset>
      <div className="field">
        <label htmlFor={`${id}-email`}>{words.email}</label>
        <input
          id={`${id}-email`}
          type="email"
          autoComplete="email"
          required
          value={email}
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={described('email')}
          onChange={(e) => setEmail(e.target.value)}
        />
        {error('email')}
      </div>
      <div className="field">
        <label htmlFor={`${id}-card`}>{words.cardNumber}</label>
        <input
          id={`${id}-card`}
          inputMode="numeric"
          autoComplete="cc-number"
          required
          value={card}
          aria-invalid={errors.card ? true : undefined}
          aria-describedby={described('card', `${id}-card-hint`)}
          onChange={(e) => setCard(e.target.value)}
        />
        <p className="field-description" id={`${id}-card-hint`}>
          {fillWords(words.testCardHint, cards)}
        </p>
        {error('card')}
      </div>
      <Refusal refusal={refusal} className="donation__error" />
      <button type="submit" className="button donation__submit" disabled={busy}>
        {busy ? words.sending : words.contribute}
      </button>
    </form>
  );
}
