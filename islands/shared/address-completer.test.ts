// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AddressCompleter } from './address-completer';
import type { PlaceDetails } from '../../domain';

const PLACE: PlaceDetails = {
  placeId: 'p-warren',
  formattedAddress: '412 Warren Street, Hudson, NY 12534, United States',
  addressLine1: '412 Warren Street',
  addressLine2: '',
  city: 'Hudson',
  state: 'NY',
  postalCode: '12534',
  countryCode: 'US',
  country: 'United States',
};
const PREDICTIONS = [
  {
    placeId: 'p-warren',
    description: PLACE.formattedAddress,
    mainText: '412 Warren Street',
    secondaryText: 'Hudson, NY, United States',
  },
  {
    placeId: 'p-warren-2',
    description: '501 Warren Street, Hudson',
    mainText: '501 Warren Street',
    secondaryText: 'Hudson, NY, United States',
  },
];

let asked: string[];
let status: number;

beforeEach(() => {
  asked = [];
  status = 200;
  vi.stubGlobal('fetch', async (url: string) => {
    asked.push(url);
    if (status !== 200) return new Response(JSON.stringify({ error: 'no' }), { status });
    return Response.json(url.includes('/details') ? { place: PLACE } : { predictions: PREDICTIONS });
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

function setUp() {
  document.body.innerHTML = '<label for="a">Address</label><input id="a"><div id="box"></div>';
  const input = document.getElementById('a') as HTMLInputElement;
  const picked: PlaceDetails[] = [];
  const completer = new AddressCompleter({
    input,
    container: document.getElementById('box')!,
    productPage: 'checkout',
    productSection: 'shipping-address',
    onPick: (p) => picked.push(p),
    country: () => 'US',
    delayMs: 0,
  });
  input.focus();
  return { input, picked, completer, list: () => document.querySelector('[role="listbox"]') as HTMLElement };
}

async function type(input: HTMLInputElement, text: string) {
  input.value = text;
  input.dispatchEvent(new Event('input', { bubbles: true }));
  await vi.waitFor(() => expect(asked.some((u) => u.includes('autocomplete'))).toBe(true));
  await vi.waitFor(() =>
    expect(document.querySelectorAll('[role="option"]').length + (status !== 200 ? 1 : 0)).toBeGreaterThan(0),
  );
}

const key = (input: HTMLInputElement, k: string) =>
  input.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true, cancelable: true }));

describe('address completer (combobox)', () => {
  it('is a combobox controlling a listbox; asks after three characters, with the country and a session token', async () => {
    const { input, list } = setUp();
    expect(input.getAttribute('role')).toBe('combobox');
    expect(input.getAttribute('aria-autocomplete')).toBe('list');
    expect(input.getAttribute('aria-controls')).toBe(list().id);
    expect(input.getAttribute('aria-expanded')).toBe('false');
    input.value = 'wa';
    input.dispatchEvent(new Event('input'));
    // Under three characters no pause is even started: nothing can be asked later.
    expect(asked).toEqual([]);
    await type(input, 'warren');
    const url = new URL(asked[0]!, 'http://x');
    expect(url.pathname).toBe('/api/google-maps/places/autocomplete');
    expect(url.searchParams.get('input')).toBe('warren');
    expect(url.searchParams.get('country')).toBe('US');
    expect(url.searchParams.get('sessionToken')).toMatch(/^[0-9a-f]{32}$/);
    expect(list().hidden).toBe(false);
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect([...document.querySelectorAll('[role="option"]')].map((o) => o.textContent)).toEqual([
      '412 Warren Street Hudson, NY, United States',
      '501 Warren Street Hudson, NY, United States',
    ]);
    expect(document.querySelector('[role="status"]')!.textContent).toBe(
      '2 addresses found. Use the up and down arrows to choose.',
    );
  });

  it('moves with the arrows (aria-activedescendant), picks with Enter, and asks the details with the tracking context', async () => {
    const { input, picked } = setUp();
    await type(input, 'warren');
    key(input, 'ArrowDown');
    const first = document.querySelectorAll('[role="option"]')[0]!;
    expect(input.getAttribute('aria-activedescendant')).toBe(first.id);
    expect(first.getAttribute('aria-selected')).toBe('true');
    key(input, 'ArrowUp');
    expect(input.getAttribute('aria-activedescendant')).toBe(document.querySelectorAll('[role="option"]')[1]!.id);
    key(input, 'ArrowDown');
    key(input, 'Enter');
    await vi.waitFor(() => expect(picked).toEqual([PLACE]));
    const details = new URL(asked.at(-1)!, 'http://x');
    expect(details.pathname).toBe('/api/google-maps/places/details');
    expect(Object.fromEntries(details.searchParams)).toMatchObject({
      placeId: 'p-warren',
      productPage: 'checkout',
      productSection: 'shipping-address',
    });
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes on Escape and picks on a click', async () => {
    const { input, picked, list } = setUp();
    await type(input, 'warren');
    key(input, 'Escape');
    expect(list().hidden).toBe(true);
    key(input, 'ArrowDown');
    expect(list().hidden).toBe(false);
    (document.querySelectorAll('[role="option"]')[1] as HTMLElement).click();
    await vi.waitFor(() => expect(picked).toHaveLength(1));
    expect(asked.at(-1)).toContain('placeId=p-warren-2');
  });

  it('steps aside when the site has no address service (503): a plain input, no more calls', async () => {
    status = 503;
    const { input, list } = setUp();
    await type(input, 'warren');
    await vi.waitFor(() => expect(input.hasAttribute('role')).toBe(false));
    expect(list().hidden).toBe(true);
    const calls = asked.length;
    input.value = 'warren street';
    input.dispatchEvent(new Event('input'));
    // Stepped aside, typing starts no pause: nothing can be asked later.
    expect(asked.length).toBe(calls);
  });

  it('destroy leaves a plain input', () => {
    const { input, completer } = setUp();
    completer.destroy();
    expect(input.hasAttribute('role')).toBe(false);
    expect(document.querySelector('[role="listbox"]')).toBeNull();
  });
});
