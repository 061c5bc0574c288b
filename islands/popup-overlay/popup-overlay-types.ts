import type { OverlayPosition, PopupOverlayWords } from '../../domain';

/** The popup overlay island's props (server/render/popup-overlay-props.ts). */
export interface PopupOverlayProps {
  version: string;
  position: OverlayPosition;
  title: string;
  body: string;
  /** The site's newsletter form (footer.newsletterFormId) when it has an email field. */
  form: { id: string; emailFieldId: string; emailLabel: string; submissionMessage: string } | null;
  /** The hidden page fields a form submission carries. */
  page: { pageId: string; pageTitle: string; pagePath: string; contentSource: string };
  /** The overlay's own page (type 104): always shown, nothing stored. */
  preview?: boolean;
  /** The page's words on a page in another language than English; English otherwise. */
  words?: PopupOverlayWords;
}
