// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DONATION_WORD_KEYS, interfaceWords, pickWords } from '../../domain';
import { Donation, donationNavigation } from './Donation';

const props = {
  title: 'Support the trail fund',
  description: 'For the paths.',
  presets: [
    { amount: '10.00', label: '$10.00' },
    { amount: '25.00', label: '$25.00' },
  ],
  currency: 'USD',
  limitsText: 'Any amount from $1.00 to $10,000.00.',
};
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  fetchMock = vi.fn(async () => json({ id: 'o1', confirmationUrl: '/order-confirmed/o1' }));
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(donationNavigation, 'go').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const fill = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Contribute' })));

describe('Donation', () => {
  it('checks the amount, email and test card before sending anything', async () => {
    render(<Donation {...props} />);
    fill(/Your amount/, '12.345');
    await submit();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByText('Please enter an amount like 25 or 25.50.')).toBeTruthy();
    expect(screen.getByText('An email address is required.')).toBeTruthy();
    expect(screen.getByLabelText(/Your amount/).getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText(/Your amount/));
  });

  it('announces a declined card beside Contribute, focuses it and keeps the fields', async () => {
    fetchMock.mockResolvedValueOnce(json({ error: 'Your card was declined. Please use another card.' }, 402));
    render(<Donation {...props} />);
    fill('Email', 'ada@example.com');
    fill('Card number', '4000 0000 0000 0002');
    await submit();
    const refusal = screen.getByRole('alert');
    expect(refusal.textContent).toBe('Your card was declined. Please use another card.');
    expect(document.activeElement).toBe(refusal);
    expect(refusal.nextElementSibling).toBe(screen.getByRole('button', { name: 'Contribute' }));
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('ada@example.com');
    expect((screen.getByLabelText('Card number') as HTMLInputElement).value).toBe('4000 0000 0000 0002');
  });

  it('posts a preset amount with one idempotency key and goes to the confirmation', async () => {
    render(<Donation {...props} />);
    fireEvent.click(screen.getByRole('radio', { name: '$25.00' }));
    fill('Email', 'ada@example.com');
    fill('Card number', '4242 4242 4242 4242');
    await submit();
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/commerce/donations');
    expect(JSON.parse(String(init.body))).toMatchObject({
      amount: '25.00',
      email: 'ada@example.com',
      paymentToken: 'tok_test_ok',
    });
    expect(donationNavigation.go).toHaveBeenCalledWith('/order-confirmed/o1');
  });

  it('says its labels, test-card lines and own refusals in the words it is handed (a page in another language)', async () => {
    const fr = interfaceWords('fr-FR');
    const words = pickWords(fr, DONATION_WORD_KEYS);
    render(<Donation {...props} words={words} />);
    expect(screen.getByText(/^Mode test : payez avec la carte 4242 4242 4242 4242/)).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Montant' })).toBeTruthy();
    expect(screen.getByLabelText('Autre montant')).toBeTruthy();
    fill('Votre montant (USD)', '12.345');
    const contribute = () => act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Contribuer' })));
    await contribute();
    expect(screen.getByText(fr.amountFormat)).toBeTruthy();
    expect(screen.getByText(fr.emailRequired)).toBeTruthy();
    fill('Votre montant (USD)', '');
    fill(fr.email, 'ada@example.com');
    fill(fr.cardNumber, '1234');
    await contribute();
    expect(screen.getByText(fr.amountRequired)).toBeTruthy();
    expect(
      screen.getByText('Cette boutique est en mode test. Utilisez la carte de test 4242 4242 4242 4242.'),
    ).toBeTruthy();
    for (const english of ['Test mode', 'Amount', 'Other amount', 'Your amount', 'Contribute', 'Please'])
      expect(document.body.textContent).not.toContain(english);
  });

  it("shows the server's field error", async () => {
    fetchMock.mockResolvedValueOnce(
      json(
        {
          error: 'One or more fields is invalid.',
          fieldErrors: { amount: 'The smallest contribution we can take is $1.00.' },
        },
        400,
      ),
    );
    render(<Donation {...props} />);
    fill(/Your amount/, '0.50');
    fill('Email', 'ada@example.com');
    fill('Card number', '4242 4242 4242 4242');
    await submit();
    expect(screen.getByText('The smallest contribution we can take is $1.00.')).toBeTruthy();
  });
});
