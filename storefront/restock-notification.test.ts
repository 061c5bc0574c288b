import { describe, expect, it } from 'vitest';
import { RenderMemo, testScope } from '../engine';
import { productWidgetFormatters } from './product-widgets';
import { product, variant } from '../domain/test-products';
import { CAPTCHA_WORD_KEYS, CATALOGUES, pickWords } from '../domain';

const productRestockNotification = productWidgetFormatters['product-restock-notification'];
const productInstalments = productWidgetFormatters['product-instalments'];

const recorder = () => {
  const rendered: { name: string; props: Record<string, unknown> }[] = [];
  return {
    rendered,
    render: (name: string, props: Record<string, unknown>) => (rendered.push({ name, props }), `<${name}>`),
  };
};
/** The props the restock box hands its island under the page data `data`. */
const boxProps = (data: Record<string, unknown>) => {
  const host = recorder();
  productRestockNotification(product(1), [], testScope({ frames: [data, product(1)], host }));
  return host.rendered[0].props;
};
const merch = (entry: Record<string, unknown>) => ({
  productMerchandisingContext: {
    p1: { restockNotificationViews: [{ variantId: 'v1', hiddenByDefault: true }], ...entry },
  },
});

describe('product-restock-notification', () => {
  it('is missing without views', () => {
    expect(productRestockNotification(product(1), [], testScope({ frames: [{}, product(1)] }))).toBeUndefined();
    expect(
      productRestockNotification(
        product(1),
        [],
        testScope({ frames: [merch({ restockNotificationViews: [] }), product(1)] }),
      ),
    ).toBeUndefined();
  });
  it('writes one restock island per view with the store texts and settings', () => {
    const host = recorder();
    const data = {
      ...merch({
        mailingListSignUpEnabled: true,
        mailingListOptInByDefault: true,
        restockNotificationMessages: { buttonText: 'Notify me', CTAText: 'Back soon?' },
      }),
      website: { captchaSettings: { siteKey: 'k1' } },
    };
    expect(productRestockNotification(product(1), [], testScope({ frames: [data, product(1)], host }))).toBe(
      '<restock>',
    );
    expect(host.rendered[0].props).toEqual({
      productId: 'p1',
      variantId: 'v1',
      hiddenByDefault: true,
      texts: {
        button: 'Notify me',
        cta: 'Back soon?',
        placeholder: 'Email Address',
        mailingList: 'Sign up for news and updates',
        success: 'Signed up!',
      },
      mailingList: { enabled: true, checked: true },
      captchaSiteKey: 'k1',
      captchaProvider: 'recaptcha',
    });
  });
  it('hands the island the page language’s captcha words on a page in another language (t25last)', () => {
    const fr = CATALOGUES.fr!.words;
    const data = { ...merch({}), words: fr, website: { captchaSettings: { siteKey: 'k1', provider: 'local' } } };
    expect(boxProps(data).captchaWords).toEqual(pickWords(fr, CAPTCHA_WORD_KEYS));
    expect(boxProps({ ...data, words: CATALOGUES.en!.words })).not.toHaveProperty('captchaWords');
  });
  it("hands the island the page language's words for the visitor's mistakes, none on an English page", () => {
    const fr = CATALOGUES.fr!.words;
    expect(boxProps({ ...merch({}), words: fr }).messages).toEqual({
      emailBlank: 'L’e-mail ne peut pas être vide',
      emailInvalid: 'L’e-mail n’est pas valide',
      captcha: fr.formCaptcha,
    });
    expect(boxProps({ ...merch({}), words: CATALOGUES.en!.words })).not.toHaveProperty('messages');
  });
  it("says the default success text in the page's language, and the store's own success text as the store wrote it", () => {
    const fr = CATALOGUES.fr!.words;
    expect(boxProps({ ...merch({}), words: fr }).texts).toMatchObject({ success: fr.restockSignedUp });
    expect(fr.restockSignedUp).not.toBe('Signed up!');
    const store = {
      websiteSettings: { storeSettings: { merchandisingSettings: { restockNotificationsSuccessText: 'Merci !' } } },
    };
    expect(boxProps({ ...merch({}), ...store, words: fr }).texts).toMatchObject({ success: 'Merci !' });
  });
  it('prints a plain hidden form without a host: checkbox only when sign-up is enabled', () => {
    const html = String(
      productRestockNotification(
        product(1),
        [],
        testScope({ frames: [merch({ mailingListSignUpEnabled: false }), product(1)] }),
      ),
    );
    expect(html).toMatch(/^<form class="restock" data-variant-id="v1" hidden>/);
    expect(html).toContain('type="email"');
    expect(html).not.toContain('checkbox');
    expect(html).not.toContain('restock__captcha');
  });
});

/** A product in Afterpay's range, as the instalments pill needs. */
const item = {
  ...product(1, [variant({ priceMoney: { value: '148.00', currency: 'USD' } })]),
  afterPayAvailable: true,
  afterPayMin: '35.00',
  afterPayMax: '2000.00',
  stripeAccountCountry: 'US',
};

describe('product-instalments', () => {
  it('is missing unless the beta flag is on', () => {
    expect(productInstalments(item, [], testScope({ frames: [{}, item] }))).toBeUndefined();
  });
  it('writes the instalments island with the offer and its popup page', () => {
    const host = recorder();
    productInstalments(
      item,
      [],
      testScope({
        frames: [{ featureFlags: { instalmentsOnProductPage: true, useCLDRMoneyFormat: true } }, item],
        host,
        locale: 'en-US',
      }),
    );
    expect(host.rendered[0]).toEqual({
      name: 'instalments',
      props: {
        locale: 'en_US',
        brand: 'Afterpay',
        inRange: true,
        text: 'or 4 interest-free payments of $37.00 with',
        infoUrl: '/instalments/en_US.html',
      },
    });
  });
});

describe("the widgets' props across renders (issue 28)", () => {
  const flags = { featureFlags: { instalmentsOnProductPage: true } };

  it('gives the same frozen props to every render of the same item and settings', () => {
    const memo = new RenderMemo();
    const host = recorder();
    const settings = merch({});
    for (let i = 0; i < 2; i++) {
      productInstalments(item, [], testScope({ frames: [{ ...flags, words: { close: 'Fermer' } }, item], host, memo }));
      productRestockNotification(item, [], testScope({ frames: [settings, item], host, memo }));
    }
    const [pill, box, pillAgain, boxAgain] = host.rendered.map((r) => r.props);
    expect(pillAgain).toBe(pill);
    expect(boxAgain).toBe(box);
    expect([Object.isFrozen(pill), Object.isFrozen(box)]).toEqual([true, true]);
    expect(pill.closeLabel).toBe('Fermer');
  });

  it('makes new props when a word or setting they read changes, or for another item', () => {
    const memo = new RenderMemo();
    const host = recorder();
    const render = (words: Record<string, string>, merchandising: Record<string, unknown>, shown = item) => {
      productInstalments(shown, [], testScope({ frames: [{ ...flags, words }, shown], host, memo }));
      productRestockNotification(shown, [], testScope({ frames: [{ ...merchandising, words }, shown], host, memo }));
    };
    const settings = merch({});
    render({ close: 'Fermer' }, settings);
    render({ close: 'Schließen', restockButton: 'Benachrichtigen' }, settings);
    render(
      { close: 'Schließen', restockButton: 'Benachrichtigen' },
      merch({ restockNotificationMessages: { CTAText: 'Bald?' } }),
    );
    render({ close: 'Schließen', restockButton: 'Benachrichtigen' }, settings, { ...item });
    const props = host.rendered.map((r) => r.props);
    expect(props[2].closeLabel).toBe('Schließen');
    expect((props[3].texts as { button: string }).button).toBe('Benachrichtigen');
    expect((props[5].texts as { cta: string }).cta).toBe('Bald?');
    expect(new Set(props.filter((_, i) => i % 2 === 1)).size).toBe(4);
    expect(props[4]).toBe(props[2]);
    expect(props[6]).not.toBe(props[4]);
    expect(props[6]).toEqual(props[4]);
  });
});
