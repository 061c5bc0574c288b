/**
 * The instalment information popup's content (spec §7: "a static instalment information popup
 * page (HTML) fetched by locale"): one page per supported locale, written from one text per
 * language with the locale's brand (domain/instalments.ts) put in.
 */
import { DEFAULT_INSTALMENT_COUNT, INSTALMENT_LOCALES, instalmentBrand } from '../../domain';

interface InfoText {
  title: string;
  heading: string;
  steps: readonly string[];
  terms: string;
}

/** `{brand}` and `{count}` are filled in per locale. */
const TEXTS: Readonly<Record<string, InfoText>> = {
  en: {
    title: 'Pay in {count} with {brand}',
    heading: 'Pay in {count} interest-free payments with {brand}',
    steps: [
      // Not a promise of this store's checkout, which takes cards only (issue 26 item 7).
      'When a store offers {brand} at checkout, choose it there.',
      'Sign in or create your {brand} account. Instant approval decision.',
      'Your purchase is split into {count} payments, taken every 2 weeks.',
    ],
    terms:
      'No interest and no fees when you pay on time. You must be over 18 and a resident of the country of the store, and meet additional eligibility criteria. Late fees may apply.',
  },
  fr: {
    title: 'Payez en {count} versements avec {brand}',
    heading: 'Payez en {count} versements sans intérêt avec {brand}',
    steps: [
      'Lorsque la boutique propose {brand} au moment de payer, choisissez-le.',
      'Connectez-vous ou créez votre compte {brand}. Décision d’approbation instantanée.',
      'Votre achat est divisé en {count} versements, prélevés toutes les 2 semaines.',
    ],
    terms:
      'Aucun intérêt ni frais si vous payez à temps. Vous devez avoir plus de 18 ans, résider au Canada et satisfaire à d’autres critères d’admissibilité. Des frais de retard peuvent s’appliquer.',
  },
};

function infoPage(locale: string): string {
  const text = TEXTS[locale.slice(0, 2)];
  const fill = (s: string) =>
    s.replaceAll('{brand}', instalmentBrand(locale)).replaceAll('{count}', String(DEFAULT_INSTALMENT_COUNT));
  return [
    '<!doctype html>',
    `<html lang="${locale.replace('_', '-')}">`,
    `<head><meta charset="utf-8"><title>${fill(text.title)}</title></head>`,
    '<body>',
    `<h3>${fill(text.heading)}</h3>`,
    `<ol>\n${text.steps.map((step) => `<li>${fill(step)}</li>`).join('\n')}\n</ol>`,
    `<p>${fill(text.terms)}</p>`,
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

/** File name (`en_US.html`) → page, for every supported locale. */
export function instalmentInfoPages(): Map<string, string> {
  return new Map(INSTALMENT_LOCALES.map((locale) => [`${locale}.html`, infoPage(locale)]));
}
