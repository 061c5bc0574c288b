// @vitest-environment happy-dom
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Captcha } from './Captcha';

/** The third-party provider's explicit-render API, as its script defines it (an outside service). */
function fakeProvider() {
  const calls: { render: [HTMLElement, Record<string, unknown>][]; reset: unknown[]; remove: unknown[] } = {
    render: [],
    reset: [],
    remove: [],
  };
  const api = {
    render: (element: HTMLElement, options: Record<string, unknown>) => (calls.render.push([element, options]), 7),
    reset: (id: unknown) => calls.reset.push(id),
    remove: (id: unknown) => calls.remove.push(id),
  };
  (window as unknown as { grecaptcha?: unknown }).grecaptcha = api;
  return calls;
}

const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));

afterEach(() => {
  cleanup();
  delete (window as unknown as { grecaptcha?: unknown }).grecaptcha;
});

describe('Captcha with a provider widget', () => {
  it('draws the widget with the site key, the spec sizing and theme, and hands on its token', async () => {
    const calls = fakeProvider();
    const tokens: (string | undefined)[] = [];
    const { rerender, unmount } = render(
      <Captcha config={{ provider: 'recaptcha', siteKey: 'site-k' }} round={0} onToken={(t) => tokens.push(t)} />,
    );
    await settle();
    expect(calls.render).toHaveLength(1);
    const [element, options] = calls.render[0];
    expect(element.className).toBe('captcha-widget');
    expect(options).toMatchObject({
      sitekey: 'site-k',
      theme: 'light',
      size: window.innerWidth < 320 ? 'compact' : 'normal',
    });
    (options.callback as (t: string) => void)('provider-token');
    (options['expired-callback'] as () => void)();
    expect(tokens).toEqual(['provider-token', undefined]);
    // A failed submission (a new round) resets the same widget.
    rerender(
      <Captcha config={{ provider: 'recaptcha', siteKey: 'site-k' }} round={1} onToken={(t) => tokens.push(t)} />,
    );
    expect(calls.reset).toEqual([7]);
    unmount();
    expect(calls.remove).toEqual([7]);
  });
});
