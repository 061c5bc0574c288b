import { describe, expect, it } from 'vitest';
import { RenderMemo } from '../../engine';
import { TemplateSet } from '../templates/template-set';
import type { Site } from '../sites/types';
import { describeError } from './page-error';
import { LAYOUT, renderDocument } from './render-document';

/** Just what renderDocument reads of a site. */
function siteWith(sources: Record<string, string>): Site {
  return {
    templates: new TemplateSet(new Map(Object.entries(sources))),
    website: {},
    caches: { renderMemo: new RenderMemo() },
  } as unknown as Site;
}

const render = (site: Site) => renderDocument(site, 'pages/home.html', {}, { now: 0, dev: true, warn() {} })!;

describe('template errors inside partials (dev overlay, logs)', () => {
  it("point at the partial's own file, line and column, with the chain of includes", () => {
    const site = siteWith({
      [LAYOUT]: '<body>\n{mainContent}\n{.include header}</body>',
      'partials/header.html': '<header>\n  {.include nav}</header>',
      'blocks/nav.html': '<nav>\n\n    {website.siteTitle|htm}</nav>',
      'pages/home.html': 'home',
    });
    const { errors, html } = render(site);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ file: 'blocks/nav.html', line: 3, column: 5 });
    expect(errors[0].chain).toEqual(['layouts/site.html:3:1', 'partials/header.html:2:3']);
    expect(describeError(errors[0])).toBe(
      "blocks/nav.html:3:5 RuntimeError: Parse of partial \"nav\" failed: SyntaxError: Formatter 'htm' is unknown Did you mean 'html'? (included from layouts/site.html:3:1 → partials/header.html:2:3)",
    );
    expect(html).toContain('<code style="color:#ffb4a8">blocks/nav.html:3:5</code>');
    expect(html).toContain('included from layouts/site.html:3:1 → partials/header.html:2:3');
  });

  it('place run-time errors of a partial in the partial too', () => {
    const site = siteWith({
      [LAYOUT]: '{mainContent}',
      'partials/card.html': 'card\n {x|apply missing-partial}',
      'pages/home.html': 'a\n\n{.include card}',
    });
    const { errors } = render(site);
    expect(errors[0]).toMatchObject({ file: 'partials/card.html', line: 2, column: 2, chain: ['pages/home.html:3:1'] });
  });

  it('keep errors of the page itself at the page', () => {
    const { errors } = render(siteWith({ [LAYOUT]: '{mainContent}', 'pages/home.html': 'x\n{a|nope}' }));
    expect(errors[0]).toMatchObject({ file: 'pages/home.html', line: 2, column: 1 });
    expect(errors[0].chain).toBeUndefined();
  });
});
