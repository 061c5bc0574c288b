import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { FORM_MESSAGES, formErrors, formValues, maxLengthOf, sameOriginPath, sayerIn } from '../../domain';
import { completeAddresses } from './form-address';
import { Captcha } from '../shared/captcha/Captcha';
import { entriesOf, findSlots, takeOverSlots } from './form-dom';
import { submitForm } from './form-submit';
import type { CaptchaConfig, FieldErrors, FormField, FormWords } from '../../domain';
import type { FormSlots } from './form-dom';

export interface FormProps {
  id: string;
  fields: (FormField & { error?: string })[];
  submissionMessage?: string;
  submissionHTML?: string;
  /** The captcha the form shows (server/render/build-context.ts), drawn into `.form-captcha`. */
  captcha?: CaptchaConfig;
  /** Set by the server after a post without JavaScript. */
  formState?: { submitted?: boolean; error?: string };
  /** On a page in another language, its words for the form's errors and messages; English without. */
  words?: FormWords;
}

export interface SendOptions {
  /** false: this submission skips the client checks. @default true */
  validate?: boolean;
}

export const FORM_SUCCESS_EVENT = 'form:submit-success';
export const NEWSLETTER_EVENT = 'form:newsletter-subscribed';
const PAGE_FIELDS = ['pageId', 'pageTitle', 'pagePath', 'contentSource'];

/**
 * The form island: enhances the server-rendered form it follows. It checks fields with the
 * domain rules and shows each error above the field's title, counts textarea characters, locks
 * the button while sending and replaces the form with the submission text.
 */
export function Form({
  id,
  fields,
  submissionMessage = '',
  submissionHTML = '',
  captcha,
  formState,
  words,
}: FormProps) {
  // The errors and messages stay the spec's English in state; they are said in the page's words
  // where shown (a server's answer comes in them already and passes unchanged).
  const say = sayerIn(words);
  const root = useRef<HTMLDivElement>(null);
  const [slots, setSlots] = useState<FormSlots>();
  const [errors, setErrors] = useState<FieldErrors>(() =>
    Object.fromEntries(fields.flatMap((f) => (f.error ? [[f.id, f.error]] : []))),
  );
  const [problem, setProblem] = useState(formState?.error ?? '');
  const [counts, setCounts] = useState<Record<string, number>>({});
  const [done, setDone] = useState<{ html: string; text: string }>();
  const sending = useRef(false);
  // The captcha's token; a ref too, as the submit listener is set up once.
  const [captchaToken, setCaptchaToken] = useState<string>();
  const [captchaRound, setCaptchaRound] = useState(0);
  const token = useRef<string>(undefined);
  token.current = captchaToken;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the server's markup is taken over once, on hydration; id and fields are the island's props, which never change.
  useEffect(() => {
    const found = findSlots(id, fields);
    if (!found) return;
    takeOverSlots(found);
    setSlots(found);
    const count = () => {
      const entries = entriesOf(found.form);
      setCounts(
        Object.fromEntries([...found.counters.keys()].map((fieldId) => [fieldId, (entries(fieldId)[0] ?? '').length])),
      );
    };
    count();
    const onSubmit = (event: SubmitEvent) => {
      event.preventDefault();
      // Spec §5 "Validation can be disabled per submission": a submit button with
      // formnovalidate sends without the client checks (the server still checks).
      void send(found, { validate: !event.submitter?.hasAttribute('formnovalidate') });
    };
    found.form.addEventListener('input', count);
    found.form.addEventListener('submit', onSubmit);
    const stopCompleting = completeAddresses(found.form);
    return () => {
      stopCompleting();
      found.form.removeEventListener('input', count);
      found.form.removeEventListener('submit', onSubmit);
    };
    // The form and its fields are fixed for the life of the page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  async function send({ form }: FormSlots, { validate = true }: SendOptions = {}) {
    if (sending.current) return;
    const entries = entriesOf(form);
    const values = formValues(fields, entries, new URLSearchParams(location.search));
    const found = validate ? formErrors(fields, values) : {};
    setErrors(found);
    if (Object.keys(found).length > 0) return setProblem(FORM_MESSAGES.problemAbove);
    const captchaKey = token.current;
    if (form.querySelector('.form-captcha') && !captchaKey) return setProblem(FORM_MESSAGES.captcha);
    setProblem('');
    const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
    const label = button?.textContent ?? '';
    sending.current = true;
    if (button) [button.disabled, button.textContent] = [true, say(FORM_MESSAGES.submitting)];
    const page = Object.fromEntries(PAGE_FIELDS.map((name) => [name, entries(name)[0] ?? '']));
    const result = await submitForm({ formId: id, values, crumb: entries('crumb')[0] ?? '', page, captchaKey });
    sending.current = false;
    // The server sends only same-site redirects; checked again so no answer can send the visitor away.
    const redirect = result.ok ? sameOriginPath(result.redirect, location.origin) : undefined;
    if (redirect) return location.assign(redirect);
    if (button) [button.disabled, button.textContent] = [false, label];
    if (!result.ok && captchaSlot(form)) {
      // Spec §4: after a failure with a captcha, a fresh captcha, and the bound button waits for it.
      setCaptchaToken(undefined);
      setCaptchaRound((n) => n + 1);
      if (button) button.disabled = true;
    }
    if (!result.ok) {
      setErrors(result.errors ?? {});
      return setProblem(result.errors ? FORM_MESSAGES.problemAbove : result.message);
    }
    if (form.classList.contains('newsletter-form'))
      window.dispatchEvent(new CustomEvent(NEWSLETTER_EVENT, { detail: { formId: id } }));
    window.dispatchEvent(new CustomEvent(FORM_SUCCESS_EVENT, { detail: { formId: id } }));
    form.hidden = true;
    setDone({ html: result.submissionHTML || submissionHTML, text: result.submissionMessage || submissionMessage });
  }

  // The submit button is bound to the captcha: pressable once it is solved.
  useEffect(() => {
    const button = slots?.form.querySelector<HTMLButtonElement>('button[type="submit"]');
    if (slots && button && captchaSlot(slots.form) && !sending.current) button.disabled = !captchaToken;
  }, [slots, captchaToken]);

  // The owner's post-submit HTML runs as written: scripts set by innerHTML never run, so each is
  // made again. The page's CSP allows exactly these scripts (server/render/page-csp.ts).
  const submission = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (done?.html && submission.current) runScripts(submission.current);
  }, [done]);

  useEffect(() => {
    if (done) root.current?.scrollIntoView?.({ block: 'nearest' });
  }, [done]);

  const fieldProblem = problem === FORM_MESSAGES.problemAbove;
  return (
    <div className="form-island" ref={root}>
      {done ? (
        done.html ? (
          <div
            className="form-submission"
            role="status"
            ref={submission}
            dangerouslySetInnerHTML={{ __html: done.html }}
          />
        ) : (
          <div className="form-submission" role="status">
            <p>{done.text}</p>
          </div>
        )
      ) : (
        problem && (
          <p className="form-error" role="alert">
            {say(fieldProblem ? FORM_MESSAGES.problemBelow : problem)}
          </p>
        )
      )}
      {slots && !done && fieldProblem && createPortal(say(FORM_MESSAGES.problemAbove), slots.problem)}
      {slots &&
        [...slots.errors].map(
          ([fieldId, slot]) => errors[fieldId] && createPortal(say(errors[fieldId]), slot, `e-${fieldId}`),
        )}
      {slots &&
        captcha &&
        !done &&
        captchaSlot(slots.form) &&
        createPortal(
          <Captcha config={captcha} round={captchaRound} onToken={setCaptchaToken} words={words} />,
          captchaSlot(slots.form)!,
        )}
      {slots &&
        [...slots.counters].map(([fieldId, slot]) => (
          <Counter key={fieldId} slot={slot} count={counts[fieldId] ?? 0} />
        ))}
    </div>
  );
}

/** Replaces each script under `container` with a copy, which the browser then runs, in order. */
export function runScripts(container: HTMLElement): void {
  for (const old of container.querySelectorAll('script')) {
    const script = document.createElement('script');
    for (const { name, value } of old.attributes) script.setAttribute(name, value);
    // Run in document order, like scripts the parser meets (external ones included).
    if (old.src) script.async = false;
    script.textContent = old.textContent;
    old.replaceWith(script);
  }
}

function captchaSlot(form: HTMLFormElement): HTMLElement | null {
  return form.querySelector<HTMLElement>('.form-captcha');
}

/** 'count / max' under a textarea, in its error state past the limit; off when the limit is 0. */
function Counter({ slot, count }: { slot: HTMLElement; count: number }) {
  const max = maxLengthOf(slot.dataset.maxLength);
  if (max === 0) return null;
  return createPortal(
    <span
      className={count > max ? 'field-counter__text field-counter__text--over' : 'field-counter__text'}
    >{`${count} / ${max}`}</span>,
    slot,
  );
}
