/**
 * The popup overlay island's props for a page (issue 15), or undefined where it is not shown:
 * when the site's overlay is off, and on pages a visitor must not be interrupted on (checkout,
 * confirmations, errors, donation). Its sign-up posts the site's newsletter form
 * (footer.newsletterFormId) through the form submission calls, so sign-ups land where the
 * footer's do.
 *
 * @module
 */
import { ENGLISH_WORDS, PAGE_TYPES, POPUP_OVERLAY_WORD_KEYS, pickWords, popupOverlaySettings } from '../../domain';
import type { InterfaceWords } from '../../domain';
import type { PopupOverlayProps } from '../../islands';
import type { PageMatch } from '../pages/page-match';
import type { Json, Site } from '../sites/types';

const NEVER_ON = new Set<number>([
  PAGE_TYPES.notFound,
  PAGE_TYPES.error,
  PAGE_TYPES.lockScreen,
  PAGE_TYPES.memberAreaAccessDenied,
  PAGE_TYPES.popupOverlay,
  PAGE_TYPES.checkout,
  PAGE_TYPES.orderConfirmed,
  PAGE_TYPES.donate,
  PAGE_TYPES.contributionConfirmed,
  PAGE_TYPES.subscriptionConfirmed,
  PAGE_TYPES.orderReceived,
  PAGE_TYPES.membershipConfirmed,
]);

export function popupOverlayProps(
  site: Site,
  match: Pick<PageMatch, 'pageType' | 'path' | 'collection'>,
  pageTitle: string,
  preview = false,
  /** The page language's words (the render's `words`). */
  words: InterfaceWords = ENGLISH_WORDS,
): PopupOverlayProps | undefined {
  const settings = popupOverlaySettings(site.websiteSettings?.popupOverlay);
  if (!preview && (!settings.enabled || NEVER_ON.has(match.pageType))) return undefined;
  return {
    version: settings.version,
    position: settings.position,
    // A title the owner has not written is the catalogue's, in the page's language.
    title: settings.title ?? words.popupOverlayDefaultTitle,
    body: settings.body,
    form: newsletterForm(site, words),
    page: { pageId: match.collection?.id ?? '', pageTitle, pagePath: match.path, contentSource: 'c' },
    ...(preview ? { preview: true } : {}),
    // English is the island's own; another language's words go with the props.
    ...(words === ENGLISH_WORDS ? {} : { words: pickWords(words, POPUP_OVERLAY_WORD_KEYS) }),
  };
}

function newsletterForm(site: Site, words: InterfaceWords): PopupOverlayProps['form'] {
  const id = (site.footer as { newsletterFormId?: unknown } | undefined)?.newsletterFormId;
  const form = typeof id === 'string' ? (site.forms.get(id) as Json | undefined) : undefined;
  const fields = Array.isArray(form?.fields) ? (form.fields as Json[]) : [];
  const email = fields.find((f) => f.type === 'email' && typeof f.id === 'string');
  if (!form || !email) return null;
  return {
    id: String(form.id),
    emailFieldId: String(email.id),
    emailLabel: typeof email.title === 'string' && email.title ? email.title : words.email,
    submissionMessage: typeof form.submissionMessage === 'string' ? form.submissionMessage : '',
  };
}
