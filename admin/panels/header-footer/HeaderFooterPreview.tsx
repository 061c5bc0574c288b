/**
 * How the header and footer will look, drawn from what is being edited (before it is saved):
 * the logo or the site title, the navigation, the footer text, links and social icons. Links
 * here do not navigate; the site's own pages show the saved version.
 *
 * @module
 */
import { SOCIAL_SERVICE_LABELS, type SiteHeaderFooter } from '../../../domain';

export function HeaderFooterPreview({ value, siteTitle }: { value: SiteHeaderFooter; siteTitle: string }) {
  const { header, footer } = value;
  return (
    <figure className="hf-preview" aria-label="Preview">
      <div className="hf-preview__header">
        <span className="hf-preview__title">
          {header.logo?.imageUrl ? <img src={header.logo.imageUrl} alt={header.logo.altText} height={32} /> : siteTitle}
        </span>
        <ul className="hf-preview__nav">
          {header.navigation.map((link, i) => (
            <li key={i}>{link.title || '(no title)'}</li>
          ))}
        </ul>
      </div>
      <div className="hf-preview__footer">
        {footer.text && <p className="hf-preview__text">{footer.text}</p>}
        <ul className="hf-preview__links">
          {footer.links.map((link, i) => (
            <li key={i}>{link.title || '(no title)'}</li>
          ))}
        </ul>
        <ul className="hf-preview__social">
          {footer.socialIcons.map((icon, i) => (
            <li key={i}>{SOCIAL_SERVICE_LABELS[icon.service as keyof typeof SOCIAL_SERVICE_LABELS] ?? icon.service}</li>
          ))}
        </ul>
      </div>
      <figcaption>Preview of the header and footer</figcaption>
    </figure>
  );
}
