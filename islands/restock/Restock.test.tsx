// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { productStore } from '../product-detail/product-store';
import { Restock } from './Restock';
import { CAPTCHA_WORD_KEYS, CATALOGUES, pickWords, type RestockBoxProps } from '../../domain';

const props: RestockBoxProps = {
  productId: 'p1',
  variantId: 'v1',
  hiddenByDefault: false,
  texts: {
    button: 'Notify me',
    cta: 'Back soon?',
    placeholder: 'Email address',
    mailingList: 'Newsletter too',
    success: 'Signed up!',
  },
  mailingList: { enabled: true, checked: true },
};
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
let fetchMock: ReturnType<typeof vi.fn>;
const flush = () => act(() => vi.advanceTimersByTimeAsync(0));
const submit = async () => {
  fireEvent.click(screen.getByRole('button', { name: 'Notify me' }));
  await flush();
};

beforeEach(() => {
  vi.useFakeTimers();
  fetchMock = vi.fn(async () => json({}));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  productStore('p1').set({ selection: {}, quantity: '1' });
});

describe('Restock', () => {
  it("says the visitor's mistakes in the page's words when it has them", async () => {
    const messages = {
      emailBlank: 'L’e-mail ne peut pas être vide',
      emailInvalid: 'L’e-mail n’est pas valide',
      captcha: 'Veuillez compléter le CAPTCHA avant d’envoyer.',
    };
    render(<Restock {...props} messages={messages} />);
    await submit();
    expect(screen.getByRole('alert').textContent).toBe('L’e-mail ne peut pas être vide');
    fireEvent.change(screen.getByLabelText('Email address'), { target: { value: 'ada@' } });
    await submit();
    expect(screen.getByRole('alert').textContent).toBe('L’e-mail n’est pas valide');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('checks the email, then signs up and keeps only the call to action with the success text', async () => {
    render(<Restock {...props} />);
    expect((screen.getByRole('checkbox', { name: 'Newsletter too' }) as HTMLInputElement).checked).toBe(true);
    await submit();
    expect(screen.getByRole('alert').textContent).toBe('Email cannot be blank');
    fireEvent.change(screen.getByLabelText('Email address'), { target: { value: 'ada@' } });
    await submit();
    expect(screen.getByRole('alert').textContent).toBe('Email is invalid');
    fireEvent.change(screen.getByLabelText('Email address'), { target: { value: 'ada@example.com' } });
    await submit();
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/site-users/account/notifications/restock');
    expect(JSON.parse(String(init.body))).toEqual({
      productId: 'p1',
      variantId: 'v1',
      siteVisitorEmail: 'ada@example.com',
      isJoinMailingList: true,
    });
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Signed up!');
    expect(document.querySelector('.restock__cta')!.textContent).toBe('Back soon?');
  });

  it("shows the server's message when it refuses", async () => {
    fetchMock.mockResolvedValueOnce(json({ message: 'Try later.' }, 503));
    render(<Restock {...props} />);
    fireEvent.change(screen.getByLabelText('Email address'), { target: { value: 'ada@example.com' } });
    await submit();
    expect(screen.getByRole('alert').textContent).toBe('Try later.');
  });

  it('asks for the captcha when the site has a key, and has no checkbox unless sign-up is on', async () => {
    fetchMock.mockImplementation(async (url: string) =>
      json(url.endsWith('/challenge') ? { challenge: 'c1', question: 'What is 2 + 2?' } : {}),
    );
    render(
      <Restock
        {...props}
        captchaSiteKey="key"
        captchaProvider="local"
        mailingList={{ enabled: false, checked: false }}
      />,
    );
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(document.querySelector('.restock__captcha')!.getAttribute('data-sitekey')).toBe('key');
    fireEvent.change(screen.getByLabelText('Email address'), { target: { value: 'ada@example.com' } });
    await submit();
    expect(document.querySelector('.restock__error')!.textContent).toBe('Complete CAPTCHA before submitting.');
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/captcha/local/challenge']);
  });

  it('says the local captcha in the page’s words on a page in another language (t25last)', async () => {
    fetchMock.mockImplementation(async (url: string) =>
      json(url.endsWith('/challenge') ? { challenge: 'c1', question: 'What is 2 + 2?', terms: [2, 2] } : {}),
    );
    const captchaWords = pickWords(CATALOGUES.de!.words, CAPTCHA_WORD_KEYS);
    render(<Restock {...props} captchaSiteKey="key" captchaProvider="local" captchaWords={captchaWords} />);
    await flush();
    expect(document.querySelector('.local-captcha legend')!.textContent).toBe(captchaWords.captchaLabel);
    expect(document.querySelector('.local-captcha label')!.textContent).toBe('Wie viel ist 2 + 2?');
    expect(document.querySelector('.local-captcha__check')!.textContent).toBe('Prüfen');
  });

  it('sends the solved captcha token, and starts a fresh captcha when the sign-up fails', async () => {
    let challenges = 0;
    fetchMock.mockImplementation(async (url: string) => {
      if (url.endsWith('/challenge')) return json({ challenge: `c${++challenges}`, question: 'What is 2 + 2?' });
      if (url.endsWith('/check')) return json({ solved: true });
      return json({ message: 'Complete CAPTCHA before submitting.' }, 400);
    });
    render(<Restock {...props} captchaSiteKey="key" captchaProvider="local" />);
    await flush();
    fireEvent.change(screen.getByLabelText('What is 2 + 2?'), { target: { value: '4' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    await flush();
    expect(document.querySelector('.local-captcha--solved')).not.toBeNull();
    fireEvent.change(screen.getByLabelText('Email address'), { target: { value: 'ada@example.com' } });
    await submit();
    const signUp = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/restock'))!;
    expect(JSON.parse(signUp[1].body as string)).toMatchObject({ captchaToken: 'c1.4' });
    await flush();
    expect(challenges).toBe(2);
    expect(document.querySelector('.local-captcha--solved')).toBeNull();
    expect(document.querySelector('.restock__error')!.textContent).toBe('Complete CAPTCHA before submitting.');
  });

  it('stays hidden until its variant is chosen when hidden by default', () => {
    render(<Restock {...props} hiddenByDefault />);
    const form = document.querySelector<HTMLFormElement>('form.restock')!;
    expect(form.hidden).toBe(true);
    act(() => productStore('p1').setKey('variantId', 'v1'));
    expect(form.hidden).toBe(false);
    act(() => productStore('p1').setKey('variantId', 'v2'));
    expect(form.hidden).toBe(true);
  });
});
