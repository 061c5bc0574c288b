// @vitest-environment happy-dom
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Form, FORM_SUCCESS_EVENT, NEWSLETTER_EVENT } from './Form';
import { failureOf } from './form-submit';
import type { FormProps } from './Form';

const props: FormProps = {
  id: 'contact',
  fields: [
    { id: 'f-email', type: 'email', title: 'Email', required: true },
    { id: 'f-message', type: 'textarea', title: 'Message', required: true, maxLength: 10 },
  ],
  submissionMessage: 'Thanks!',
  submissionHTML: '',
};

/** The server-rendered form the templates write, with the island's slots. */
function mountPage(newsletter = false, counterMax = '10') {
  document.body.innerHTML = `
    <form class="${newsletter ? 'newsletter-form' : ''}" method="post" action="/api/form/SaveFormSubmission">
      <p class="form-problem" id="form-contact-problem" role="alert"></p>
      <input type="hidden" name="crumb" value="c0ffee"><input type="hidden" name="pagePath" value="/contact">
      <p class="field-error" id="f-email-error" role="alert"></p>
      <div class="field"><label for="f-email">Email</label><input id="f-email" name="f-email"></div>
      <p class="field-error" id="f-message-error" role="alert"></p>
      <div class="field"><label for="f-message">Message</label><textarea id="f-message" name="f-message" maxlength="10"></textarea>
      <p class="field-counter" id="f-message-counter" data-max-length="${counterMax}"></p></div>
      <button class="button" type="submit">Send</button>
    </form><div id="island"></div>`;
  return document.getElementById('island')!;
}

const $ = (selector: string) => document.querySelector<HTMLElement>(selector)!;
const submit = () => act(async () => void $('form').dispatchEvent(new Event('submit', { cancelable: true, bubbles: true })));
const type = (selector: string, value: string) =>
  act(async () => {
    ($(selector) as HTMLInputElement).value = value;
    $(selector).dispatchEvent(new Event('input', { bubbles: true }));
  });
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('Form island', () => {
  it('shows Required and the email message above the fields, and the problem above and below', async () => {
    render(<Form {...props} />, { container: mountPage() });
    await type('#f-email', 'ada@nowhere');
    await submit();
    expect($('#f-email-error').textContent).toBe('Email is not valid. Email addresses should follow the format user@domain.com.');
    expect($('#f-message-error').textContent).toBe('Required');
    expect($('#form-contact-problem').textContent).toBe('Your form has encountered a problem. Please scroll down to review.');
    expect($('.form-island .form-error').textContent).toBe('Your form has encountered a problem. Please scroll up to review.');
  });

  it('counts textarea characters as count / max, in an error state past the limit', async () => {
    render(<Form {...props} />, { container: mountPage() });
    expect($('#f-message-counter').textContent).toBe('0 / 10');
    expect($('#f-message').hasAttribute('maxlength')).toBe(false);
    await type('#f-message', 'Hello there!');
    expect($('#f-message-counter').textContent).toBe('12 / 10');
    expect($('.field-counter__text').className).toContain('field-counter__text--over');
    await submit();
    expect($('#f-message-error').textContent).toBe('You have exceeded the character limit.');
  });

  it('turns the counter off for a limit that is not a number', () => {
    render(<Form {...props} />, { container: mountPage(false, 'lots') });
    expect($('#f-message-counter').textContent).toBe('');
  });

  it('locks the button while sending, then shows the submission text and fires its events', async () => {
    const calls: [string, RequestInit][] = [];
    let answer!: (r: Response) => void;
    vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
      calls.push([url, init]);
      return url.endsWith('FormSubmissionKey') ? Promise.resolve(json(200, { data: { key: 'k1' } })) : new Promise<Response>((r) => (answer = r));
    });
    const events: string[] = [];
    const listen = (e: Event) => events.push(e.type);
    window.addEventListener(FORM_SUCCESS_EVENT, listen);
    window.addEventListener(NEWSLETTER_EVENT, listen);
    render(<Form {...props} />, { container: mountPage(true) });
    await type('#f-email', 'ada@example.com');
    await type('#f-message', 'Hi');
    await submit();
    const button = $('button') as HTMLButtonElement;
    expect([button.disabled, button.textContent]).toEqual([true, 'Submitting…']);
    const [, save] = calls[1];
    expect((save.headers as Record<string, string>)['X-CSRF-Token']).toBe('c0ffee');
    expect(JSON.parse(save.body as string)).toMatchObject({ formId: 'contact', key: 'k1', pagePath: '/contact', form: JSON.stringify({ 'f-email': 'ada@example.com', 'f-message': 'Hi' }) });
    await act(async () => answer(json(200, { success: true, submissionMessage: 'Thanks!', submissionHTML: '' })));
    expect($('form').hidden).toBe(true);
    expect($('.form-submission').textContent).toBe('Thanks!');
    expect(events).toEqual([NEWSLETTER_EVENT, FORM_SUCCESS_EVENT]);
    window.removeEventListener(FORM_SUCCESS_EVENT, listen);
    window.removeEventListener(NEWSLETTER_EVENT, listen);
  });

  it('shows the server errors above the fields and unlocks', async () => {
    vi.stubGlobal('fetch', async (url: string) =>
      url.endsWith('FormSubmissionKey') ? json(200, { data: { key: 'k' } }) : json(400, { error: 'x', data: { errors: { 'f-email': 'Required' } } }),
    );
    render(<Form {...props} />, { container: mountPage() });
    await type('#f-email', 'ada@example.com');
    await type('#f-message', 'Hi');
    await submit();
    expect($('#f-email-error').textContent).toBe('Required');
    expect(($('button') as HTMLButtonElement).disabled).toBe(false);
    expect($('button').textContent).toBe('Send');
  });

  it('says when no key could be had, and when a captcha is not done', async () => {
    vi.stubGlobal('fetch', async () => json(500, {}));
    render(<Form {...props} />, { container: mountPage() });
    await type('#f-email', 'ada@example.com');
    await type('#f-message', 'Hi');
    await submit();
    expect($('.form-island .form-error').textContent).toBe('Could not get a form submission key, please try again later.');
    $('form').insertAdjacentHTML('beforeend', '<div class="form-captcha" data-site-key="k"></div>');
    await submit();
    expect($('.form-island .form-error').textContent).toBe('Complete CAPTCHA before submitting.');
  });

  it('renders the state a plain post left: the errors given by the server', () => {
    const withErrors = { ...props, fields: [{ ...props.fields[0], error: 'Required' }, props.fields[1]], formState: { error: 'Your form has encountered a problem. Please scroll down to review.' } };
    render(<Form {...withErrors} />, { container: mountPage() });
    expect($('#f-email-error').textContent).toBe('Required');
    expect($('#form-contact-problem').textContent).toBe('Your form has encountered a problem. Please scroll down to review.');
  });
});

describe('failureOf: the §8 message for each answer', () => {
  it('maps statuses and bodies to messages', () => {
    expect(failureOf(401, null).message).toBe('Unable to submit form. Please try again later.');
    expect(failureOf(404, null).message).toBe('This form has not been configured yet.');
    expect(failureOf(429, null).message).toBe('Unable to submit form. Submission rate limit exceeded. Please try again later.');
    expect(failureOf(500, null).message).toBe('Unable to send form. Please try again later.');
    expect(failureOf(403, null).message).toBe('Error processing form submission. Please reload and try again.');
    expect(failureOf(400, { error: 'Could not parse the form fields, please check your entries.' }).message).toBe('Could not parse the form fields, please check your entries.');
    expect(failureOf(400, { data: { errors: { a: 'Required' } } })).toEqual({ ok: false, message: 'One or more fields is invalid, please check your entries.', errors: { a: 'Required' } });
    expect(failureOf(502, null).message).toBe('Unknown error, please try again later.');
  });
});
