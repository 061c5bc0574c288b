/** One owner text the Translations panel lists (site-text-list.ts builds them). */
export interface SiteText {
  path: string[];
  label: string;
  rich: boolean;
  original: string;
  /** The primary-language page that shows it. */
  page: string;
  /**
   * For the header's and footer's words once the owner saved their own: the site document's
   * text, which a translation made before the editor (a fixture's, with no source hash) was
   * made from. When the owner's text differs, that translation is out of date.
   */
  imported?: string;
  /**
   * The translation the site ships into `locale` (the language's catalogue: the e-mail
   * subjects), in use while the owner has typed none; undefined where it ships none.
   */
  builtIn?(locale: string): string | undefined;
}
