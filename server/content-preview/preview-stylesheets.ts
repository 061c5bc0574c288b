/**
 * A preview's stylesheets as the drafts make them. A page links its stylesheet by the hashed
 * name of the site being previewed (`/assets/site.<hash>.css`), but the frame fetches it from
 * the served, published site, which answers its own file for an unknown hash. So a stylesheet
 * the drafts changed (a style document's colours and fonts, an edited site.css) is written into
 * the preview inline instead; one that did not change stays a link, cached as on the site.
 */
import type { Site } from '../sites/types';

const STYLESHEET_LINK = /<link rel="stylesheet" href="\/assets\/([\w-]+)\.[0-9a-f]{10}\.css">/g;

export function inlineDraftStylesheets(html: string, preview: Site, served: Site): string {
  return html.replace(STYLESHEET_LINK, (link, stem: string) => {
    const name = `${stem}.css`;
    const bytes = preview.assets.bytes(name);
    if (!bytes || served.assets.url(name) === preview.assets.url(name)) return link;
    // `</` cannot end the style element early: the CSS escape `<\/` means the same to CSS.
    return `<style>${bytes.toString('utf8').replaceAll('</', '<\\/')}</style>`;
  });
}
