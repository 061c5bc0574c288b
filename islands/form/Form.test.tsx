// @vitest-environment happy-dom
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Form, FORM_SUCCESS_EVENT, NEWSLETTER_EVENT, runScripts } from './Form';
import { failureOf } from './form-submit';
import { CAPTCHA_WORD_KEYS, CATALOGUES, FORM_WORD_KEYS, pickWords } from '../../domain';
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
const submit = () =>
  act(async () => void $('form').dispatchEvent(new Event('submit', { cancelable: true, bubbles: true })));
const type = (selector: string, value: string) =>
  act(async () => {
    ($(selector) as HTMLInputElement).value = value;
    $(selector).dispatchEvent(new Event('input', { bubbles: true }));
  });
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

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
    expect($('#f-email-error').textContent).toBe(
      'Email is not valid. Email addresses should follow the format user@domain.com.',
    );
    expect($('#f-message-error').textContent).toBe('Required');
    expect($('#form-contact-problem').textContent).toBe(
      'Your form has encountered a problem. Please scroll down to review.',
    );
    expect($('.form-island .form-error').textContent).toBe(
      'Your form has encountered a problem. Please scroll up to review.',
    );
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
      return url.endsWith('FormSubmissionKey')
        ? Promise.resolve(json(200, { data: { key: 'k1' } }))
        : new Promise<Response>((r) => (answer = r));
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
    expect(JSON.parse(save.body as string)).toMatchObject({
      formId: 'contact',
      key: 'k1',
      pagePath: '/contact',
      form: JSON.stringify({ 'f-email': 'ada@example.com', 'f-message': 'Hi' }),
    });
    await act(async () => answer(json(200, { success: true, submissionMessage: 'Thanks!', submissionHTML: '' })));
    expect($('form').hidden).toBe(true);
    expect($('.form-submission').textContent).toBe('Thanks!');
    expect(events).toEqual([NEWSLETTER_EVENT, FORM_SUCCESS_EVENT]);
    window.removeEventListener(FORM_SUCCESS_EVENT, listen);
    window.removeEventListener(NEWSLETTER_EVENT, listen);
  });

  it('shows the server errors above the fields and unlocks', async () => {
    vi.stubGlobal('fetch', async (url: string) =>
      url.endsWith('FormSubmissionKey')
        ? json(200, { data: { key: 'k' } })
        : json(400, { error: 'x', data: { errors: { 'f-email': 'Required' } } }),
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
    expect($('.form-island .form-error').textContent).toBe(
      'Could not get a form submission key, please try again later.',
    );
    $('form').insertAdjacentHTML('beforeend', '<div class="form-captcha" data-site-key="k"></div>');
    await submit();
    expect($('.form-island .form-error').textContent).toBe('Complete CAPTCHA before submitting.');
  });

  it('renders the state a plain post left: the errors given by the server', () => {
    const withErrors = {
      ...props,
      fields: [{ ...props.fields[0], error: 'Required' }, props.fields[1]],
      formState: { error: 'Your form has encountered a problem. Please scroll down to review.' },
    };
    render(<Form {...withErrors} />, { container: mountPage() });
    expect($('#f-email-error').textContent).toBe('Required');
    expect($('#form-contact-problem').textContent).toBe(
      'Your form has encountered a problem. Please scroll down to review.',
    );
  });
});

/** The same page with the captcha slot the template writes for a form with a local captcha. */
function mountCaptchaPage() {
  const island = mountPage();
  $('button').insertAdjacentHTML(
    'beforebegin',
    '<div class="form-captcha" data-site-key="local-k" data-provider="local"></div>',
  );
  return island;
}

/** The local captcha's calls and the form's, answered like the server: `right` is the sum's answer. */
function captchaServer(saveAnswers: Response[]) {
  const sent: Record<string, unknown>[] = [];
  let challenges = 0;
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    if (url.endsWith('/api/captcha/local/challenge'))
      return json(200, {
        challenge: `c${++challenges}`,
        question: `What is ${challenges} + 1?`,
        terms: [challenges, 1],
      });
    if (url.endsWith('/api/captcha/local/check')) {
      const { token } = JSON.parse(init.body as string) as { token: string };
      const [challenge, answer] = token.split('.');
      return json(200, { solved: Number(answer) === Number(challenge.slice(1)) + 1 });
    }
    if (url.endsWith('FormSubmissionKey')) return json(200, { data: { key: 'k' } });
    sent.push(JSON.parse(init.body as string) as Record<string, unknown>);
    return saveAnswers.shift()!;
  });
  return { sent, challenges: () => challenges };
}

const answerCaptcha = async (answer: string) => {
  await act(async () => {
    const input = $('.local-captcha__answer') as HTMLInputElement;
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    setter.call(input, answer);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
  await act(async () => void $('.local-captcha__check').click());
};

const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));

describe('Form island with a captcha', () => {
  const captcha = { provider: 'local' as const, siteKey: 'local-k' };

  it('keeps the bound submit button disabled until the captcha is solved, then sends its token', async () => {
    const server = captchaServer([json(200, { success: true, submissionMessage: 'Thanks!', submissionHTML: '' })]);
    render(<Form {...props} captcha={captcha} />, { container: mountCaptchaPage() });
    await settle();
    const button = $('button.button') as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect($('.local-captcha label').textContent).toBe('What is 1 + 1?');
    await answerCaptcha('3');
    await settle();
    expect($('.local-captcha [role="alert"]').textContent).toBe('That is not right. Here is a new question.');
    expect($('.local-captcha label').textContent).toBe('What is 2 + 1?');
    expect(button.disabled).toBe(true);
    await answerCaptcha('3');
    expect($('.local-captcha--solved').textContent).toBe('Thank you, you are a person.');
    expect(button.disabled).toBe(false);
    await type('#f-email', 'ada@example.com');
    await type('#f-message', 'Hi');
    await submit();
    expect(server.sent[0]).toMatchObject({ captchaKey: 'c2.3' });
    expect($('.form-submission').textContent).toBe('Thanks!');
  });

  it('says the local captcha in the page’s words on a page in another language (issue 25)', async () => {
    const french = pickWords(CATALOGUES.fr!.words, FORM_WORD_KEYS);
    captchaServer([]);
    render(<Form {...props} captcha={captcha} words={french} />, { container: mountCaptchaPage() });
    await settle();
    expect($('.local-captcha legend').textContent).toBe('Prouvez que vous êtes une personne');
    expect($('.local-captcha label').textContent).toBe('Combien font 1 + 1\u202f?');
    expect($('.local-captcha__check').textContent).toBe('Vérifier');
    await answerCaptcha('3');
    await settle();
    expect($('.local-captcha [role="alert"]').textContent).toBe('Ce n’est pas juste. Voici une nouvelle question.');
    await answerCaptcha('3');
    expect($('.local-captcha--solved').textContent).toBe('Merci, vous êtes bien une personne.');
    const english = Object.values(pickWords(CATALOGUES.en!.words, CAPTCHA_WORD_KEYS));
    for (const text of english) expect($('.form-island').textContent).not.toContain(text.split(' {')[0]);
  });

  it('resets the captcha and disables the button again after a failed submission', async () => {
    const server = captchaServer([json(400, { error: 'Complete CAPTCHA before submitting.' })]);
    render(<Form {...props} captcha={captcha} />, { container: mountCaptchaPage() });
    await settle();
    await answerCaptcha('2');
    await type('#f-email', 'ada@example.com');
    await type('#f-message', 'Hi');
    await submit();
    await settle();
    expect($('.form-island .form-error').textContent).toBe('Complete CAPTCHA before submitting.');
    expect(server.challenges()).toBe(2);
    expect($('.local-captcha label').textContent).toBe('What is 2 + 1?');
    expect(($('button.button') as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('Form island: validation off for one submission, and the post-submit HTML', () => {
  it('sends without the client checks when the submit button has formnovalidate', async () => {
    const sent: string[] = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
      if (url.endsWith('FormSubmissionKey')) return json(200, { data: { key: 'k' } });
      sent.push(init.body as string);
      return json(400, { error: 'x', data: { errors: { 'f-email': 'Required' } } });
    });
    render(<Form {...props} />, { container: mountPage() });
    $('button').insertAdjacentHTML('afterend', '<button type="submit" formnovalidate>Send unchecked</button>');
    const unchecked = document.querySelector<HTMLButtonElement>('button[formnovalidate]')!;
    await act(
      async () =>
        void $('form').dispatchEvent(
          new SubmitEvent('submit', { cancelable: true, bubbles: true, submitter: unchecked }),
        ),
    );
    await settle();
    expect(sent).toHaveLength(1);
    // The server still checks: its errors show above the fields.
    expect($('#f-email-error').textContent).toBe('Required');
    // A plain submission checks first and sends nothing.
    await submit();
    expect(sent).toHaveLength(1);
    expect($('#f-message-error').textContent).toBe('Required');
  });

  it('makes each script of the post-submit HTML again, so the browser runs it (the e2e test sees it run)', async () => {
    const html =
      '<p id="done">Done</p><script data-x="1">document.getElementById("done").dataset.ran = "yes";</script>';
    vi.stubGlobal('fetch', async (url: string) =>
      url.endsWith('FormSubmissionKey')
        ? json(200, { data: { key: 'k' } })
        : json(200, { success: true, submissionMessage: '', submissionHTML: html }),
    );
    render(<Form {...props} />, { container: mountPage() });
    await type('#f-email', 'ada@example.com');
    await type('#f-message', 'Hi');
    await submit();
    expect($('#done').textContent).toBe('Done');
    const container = document.createElement('div');
    container.innerHTML = html;
    const before = [...container.querySelectorAll('script')];
    runScripts(container);
    const after = [...container.querySelectorAll('script')];
    expect(after).toHaveLength(1);
    expect(after.some((script) => before.includes(script))).toBe(false);
    expect(after[0].textContent).toBe(before[0].textContent);
    expect(after[0].dataset.x).toBe('1');
  });
});

describe('Form island on a page in another language (issue 25)', () => {
  const french = pickWords(CATALOGUES.fr!.words, FORM_WORD_KEYS);

  it('shows the field errors and the problem messages in the page’s words', async () => {
    render(<Form {...props} words={french} />, { container: mountPage() });
    await type('#f-email', 'ada@nowhere');
    await submit();
    expect($('#f-message-error').textContent).toBe('Obligatoire');
    expect($('#f-email-error').textContent).toBe(
      'L’adresse e-mail n’est pas valide. Les adresses e-mail doivent suivre le format user@domain.com.',
    );
    expect($('#form-contact-problem').textContent).toBe(
      'Votre formulaire a rencontré un problème. Veuillez faire défiler vers le bas pour le vérifier.',
    );
    expect($('.form-island .form-error').textContent).toBe(
      'Votre formulaire a rencontré un problème. Veuillez faire défiler vers le haut pour le vérifier.',
    );
    await type('#f-message', 'Far too long');
    await submit();
    expect($('#f-message-error').textContent).toBe('Vous avez dépassé la limite de caractères.');
  });

  it('says its own failures and the sending state in them, and a server’s translated answer as it came', async () => {
    let answer!: (r: Response) => void;
    vi.stubGlobal('fetch', (url: string) =>
      url.endsWith('FormSubmissionKey')
        ? Promise.resolve(json(200, { data: { key: 'k' } }))
        : new Promise<Response>((r) => (answer = r)),
    );
    render(<Form {...props} words={french} />, { container: mountPage() });
    await type('#f-email', 'ada@example.com');
    await type('#f-message', 'Hi');
    await submit();
    expect($('button').textContent).toBe('Envoi en cours…');
    await act(async () => answer(json(429, { error: 'Trop de demandes.' })));
    expect($('.form-island .form-error').textContent).toBe(
      'Impossible de soumettre le formulaire. Limite d’envois dépassée. Veuillez réessayer plus tard.',
    );
    await submit();
    await act(async () => answer(json(400, { error: 'x', data: { errors: { 'f-email': 'Obligatoire' } } })));
    expect($('#f-email-error').textContent).toBe('Obligatoire');
    $('form').insertAdjacentHTML('beforeend', '<div class="form-captcha" data-site-key="k"></div>');
    await submit();
    expect($('.form-island .form-error').textContent).toBe('Veuillez compléter le CAPTCHA avant l’envoi.');
  });
});

describe('failureOf: the §8 message for each answer', () => {
  it('maps statuses and bodies to messages', () => {
    expect(failureOf(401, null).message).toBe('Unable to submit form. Please try again later.');
    expect(failureOf(404, null).message).toBe('This form has not been configured yet.');
    expect(failureOf(429, null).message).toBe(
      'Unable to submit form. Submission rate limit exceeded. Please try again later.',
    );
    expect(failureOf(500, null).message).toBe('Unable to send form. Please try again later.');
    expect(failureOf(403, null).message).toBe('Error processing form submission. Please reload and try again.');
    expect(failureOf(400, { error: 'Could not parse the form fields, please check your entries.' }).message).toBe(
      'Could not parse the form fields, please check your entries.',
    );
    expect(failureOf(400, { data: { errors: { a: 'Required' } } })).toEqual({
      ok: false,
      message: 'One or more fields is invalid, please check your entries.',
      errors: { a: 'Required' },
    });
    expect(failureOf(502, null).message).toBe('Unknown error, please try again later.');
  });
});
