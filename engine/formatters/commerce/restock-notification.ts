/**
 * `product-restock-notification` (language reference §12.3; spec §4 "Restock box"): one
 * sign-up box per restock view of the item's merchandising context: a plain email form here;
 * storefront/ renders the same props as the `restock` island.
 */
import {
  CAPTCHA_WORD_KEYS,
  RESTOCK_DEFAULT_TEXTS,
  RESTOCK_MESSAGES,
  captchaConfig,
  isStockedType,
  isVariantAvailable,
  productType,
  restockSuccessText,
  variants,
  type RestockBoxProps,
} from '../../../domain';
import { ownProperty, toFlag, toText } from '../../convert';
import { escapeHtml } from '../escape';
import { interfaceWord } from '../markup';
import { merchandisingOf, pageWordsOf } from './product-form-input';
import type { Formatter, Scope } from '../../types';

function boxProps(productId: string, view: unknown, context: Record<string, unknown>, scope: Scope): RestockBoxProps {
  const messages = context.restockNotificationMessages;
  const text = (key: string, fallback: string) => toText(ownProperty(messages, key)).trim() || fallback;
  // The store's own texts first, then the page language's words.
  const word = (key: string, fallback: string) => interfaceWord((r) => scope.resolve(r), key, fallback);
  const captcha = captchaConfig(scope.resolve('website.captchaSettings'));
  const enabled = toFlag(context.mailingListSignUpEnabled);
  const captchaWords = captcha && pageWordsOf(scope, CAPTCHA_WORD_KEYS);
  const mistakes = {
    emailBlank: word('restockEmailBlank', RESTOCK_MESSAGES.emailBlank),
    emailInvalid: word('restockEmailInvalid', RESTOCK_MESSAGES.emailInvalid),
    captcha: word('formCaptcha', RESTOCK_MESSAGES.captcha),
  };
  // Sent only when they are not the spec's English, which the island says without them.
  const ownMistakes = (Object.keys(mistakes) as (keyof typeof mistakes)[]).some(
    (key) => mistakes[key] !== RESTOCK_MESSAGES[key],
  );
  return {
    productId,
    variantId: toText(ownProperty(view, 'variantId')),
    hiddenByDefault: toFlag(ownProperty(view, 'hiddenByDefault')),
    texts: {
      button: text('buttonText', word('restockButton', RESTOCK_DEFAULT_TEXTS.button)),
      cta: text('CTAText', word('restockCta', RESTOCK_DEFAULT_TEXTS.cta)),
      placeholder: text('placeholderText', word('restockPlaceholder', RESTOCK_DEFAULT_TEXTS.placeholder)),
      mailingList: text('mailingListDescription', word('restockMailingList', RESTOCK_DEFAULT_TEXTS.mailingList)),
      // The store's own text is its content (translated through the site's translations, issue
      // 25); without one, the spec's 'Signed up!' is an interface word, said in the page language.
      success: restockSuccessText(
        scope.resolve('websiteSettings.storeSettings.merchandisingSettings.restockNotificationsSuccessText'),
        word('restockSignedUp', RESTOCK_MESSAGES.success),
      ),
    },
    mailingList: { enabled, checked: enabled && toFlag(context.mailingListOptInByDefault) },
    ...(captcha ? { captchaSiteKey: captcha.siteKey, captchaProvider: captcha.provider } : {}),
    ...(captchaWords ? { captchaWords } : {}),
    ...(ownMistakes ? { messages: mistakes } : {}),
  };
}

/** The box without script: the call to action and a labelled email field. */
function staticBox(props: RestockBoxProps): string {
  const hidden = props.hiddenByDefault ? ' hidden' : '';
  const mailing = props.mailingList.enabled
    ? `<label class="restock__mailing"><input type="checkbox" name="isJoinMailingList"${props.mailingList.checked ? ' checked' : ''}> ${escapeHtml(props.texts.mailingList)}</label>`
    : '';
  const captcha = props.captchaSiteKey
    ? `<div class="restock__captcha" data-sitekey="${escapeHtml(props.captchaSiteKey)}"></div>`
    : '';
  return (
    `<form class="restock" data-variant-id="${escapeHtml(props.variantId)}"${hidden}><p class="restock__cta">${escapeHtml(props.texts.cta)}</p>` +
    `<label class="visually-hidden" for="restock-${escapeHtml(props.variantId)}">${escapeHtml(props.texts.placeholder)}</label>` +
    `<input id="restock-${escapeHtml(props.variantId)}" type="email" name="siteVisitorEmail" placeholder="${escapeHtml(props.texts.placeholder)}">` +
    `${mailing}${captcha}<button type="submit">${escapeHtml(props.texts.button)}</button></form>`
  );
}

/**
 * The store's own views, then one for every sold-out variant they leave out: a sold-out product
 * or variant always offers the sign-up (issue 13). With several variants the box waits until
 * the visitor chooses that variant.
 */
function restockViews(item: unknown, context: Record<string, unknown>): unknown[] {
  const own = Array.isArray(context.restockNotificationViews) ? context.restockNotificationViews : [];
  const covered = new Set(own.map((view: unknown) => toText(ownProperty(view, 'variantId'))));
  if (!isStockedType(productType(item))) return own;
  const list = variants(item);
  const derived = list
    .filter((variant) => typeof variant.id === 'string' && !covered.has(variant.id) && !isVariantAvailable(variant))
    .map((variant) => ({ variantId: variant.id, hiddenByDefault: list.length > 1 }));
  return [...own, ...derived];
}

/** One box's props per restock view; undefined without views (or merchandising entry). */
export function restockBoxProps(item: unknown, scope: Scope): RestockBoxProps[] | undefined {
  const context = merchandisingOf(item, scope);
  const views = context ? restockViews(item, context) : [];
  if (!context || views.length === 0) return undefined;
  const productId = toText(ownProperty(item, 'id'));
  return views.map((view: unknown) => boxProps(productId, view, context, scope));
}

/** No views (or no merchandising entry) → missing. */
export const productRestockNotification: Formatter = (item, _args, scope) =>
  restockBoxProps(item, scope)?.map(staticBox).join('');
