/**
 * The owner API's answers about the site itself: moderation (comments and reviews), analytics,
 * the outbox, the header and footer, and languages (see owner-api.ts for the conventions).
 *
 * @module
 */
import type { CursorPage } from './owner-api';
import type { StoredReview } from './product-reviews';
import type { SiteHeaderFooter } from './site-header-footer';

/** A visitor's comment held for moderation (GET /api/owner/comments). */
export interface HeldComment {
  id: string;
  itemId: string;
  /** The post's title and path, when the site still has the post. */
  itemTitle: string;
  itemUrl: string | null;
  authorName: string;
  body: string;
  created: string;
}

/** `GET /api/owner/comments`. */
export interface HeldCommentsPage extends CursorPage {
  comments: HeldComment[];
}

/** `POST /api/owner/comments/:id/approve|reject` and `DELETE /api/owner/comments/:id`. */
export type CommentModerated = { id: string; status: 'approved' | 'rejected' } | { id: string; deleted: true };

/** A review as the owner's moderation panel lists it: with its product's title and page. */
export interface OwnerReview extends StoredReview {
  /** The product's title, or its id when the site no longer has it. */
  productTitle: string;
  productUrl: string | null;
}

/** `GET /api/owner/reviews?status=`. */
export interface OwnerReviewsPage extends CursorPage {
  reviews: OwnerReview[];
}

/** `POST /api/owner/reviews/:id/approve|reject`. */
export interface ReviewModerated {
  review: OwnerReview;
}

/** A bad row of a review import: its line in the file (the header is line 1), column and why. */
export interface RowError {
  row: number;
  field: string;
  message: string;
}

/** `POST /api/owner/reviews/import` answers 201 with this, */
export interface ReviewsImported {
  imported: number;
}

/** or 400 with this when any row is bad (nothing is imported then). */
export interface ReviewImportRefused {
  error: string;
  rowErrors: RowError[];
}

/** The figures of one day of an analytics summary. */
export interface DayFigures {
  date: string;
  visits: number;
  pageViews: number;
  uniqueVisitors: number;
}

/** A product visitors added to their carts: `title` is read from the catalogue, null once the product is gone. */
export interface ProductAdds {
  itemId: string;
  title: string | null;
  adds: number;
  quantity: number;
}

/** `GET /api/owner/analytics/summary`: the figures of a date range in the site's time zone. */
export interface AnalyticsSummary {
  from: string;
  to: string;
  timeZone: string;
  days: DayFigures[];
  totals: {
    visits: number;
    pageViews: number;
    uniqueVisitors: number;
    productViews: number;
    productViewVisits: number;
    orders: number;
    conversionRate: number;
  };
  topPages: { path: string; views: number }[];
  topProductsAddedToCart: ProductAdds[];
}

/**
 * Why a mail was kept in the outbox and never sent: no mail server is set (no SMTP_URL), or it is
 * the demo store's seeded mail to its example customers.
 */
export type OutboxKeptReason = 'no-mail-server' | 'demo-store';

/**
 * One mail of the site's outbox (`GET /api/owner/outbox`): delivered (`deliveredAt`), kept and
 * never sent (`keptReason`), failed (`lastError`), or waiting to be sent (none of them).
 */
export interface OutboxMail {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  headers: Record<string, string> | null;
  createdAt: string;
  deliveredAt: string | null;
  keptReason: OutboxKeptReason | null;
  lastError: string | null;
}

/** `GET /api/owner/outbox`, newest first. */
export interface OutboxPage extends CursorPage {
  mails: OutboxMail[];
}

/** GET/PUT `/api/site-header-footer`: the header and footer, and whether the owner ever saved them. */
export type SavedHeaderFooter = SiteHeaderFooter & { saved: boolean };

/** A language the site has or may add. */
export interface LanguageChoice {
  locale: string;
  label: string;
  urlPrefix: string;
}

/** `GET /api/multilingual/settings` and `PUT /api/multilingual/languages`. */
export interface LanguageSettings {
  primaryLanguage: { locale: string; label: string };
  languages: LanguageChoice[];
  availableLanguages: LanguageChoice[];
  saved: boolean;
}

/**
 * How much of the site is translated: pages and products with a translated text, of all, and
 * the texts of the Translations panel's list translated (done there), of all it lists.
 */
export interface TranslationCoverage {
  pages: { translated: number; total: number };
  products: { translated: number; total: number };
  texts: { translated: number; total: number };
}

/** `GET /api/multilingual/status`. */
export interface LanguageStatus {
  enabled: boolean;
  languages: (LanguageChoice & TranslationCoverage)[];
}
