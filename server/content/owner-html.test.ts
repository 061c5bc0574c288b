import { describe, expect, it } from 'vitest';
import { sanitiseOwnerHtml, withSanitisedItemHtml } from './owner-html';

describe('owner HTML', () => {
  it("keeps the editor's marks: headings, lists, links, images", () => {
    const html =
      '<h2>Care</h2><p><strong>Oil</strong> it <em>yearly</em>.</p><ul><li>one</li></ul>' +
      '<p><a href="/about">About</a> <img src="/media/m-1/a.jpg" alt="A tent" /></p>';
    expect(sanitiseOwnerHtml(html)).toBe(html);
  });

  it('drops scripts, handlers, styles and javascript: links', () => {
    expect(
      sanitiseOwnerHtml(
        '<p onclick="x()" style="color:red">Hi<script>alert(1)</script></p><a href="javascript:alert(1)">x</a><iframe src="https://e.test"></iframe>',
      ),
    ).toBe('<p>Hi</p><a>x</a>');
    expect(sanitiseOwnerHtml('<img src="data:image/png;base64,AAAA" onerror="x()">')).toBe('<img />');
  });

  it('makes a link to a new tab keep the opener out', () => {
    expect(sanitiseOwnerHtml('<a href="https://e.test" target="_blank">e</a>')).toBe(
      '<a href="https://e.test" target="_blank" rel="noopener noreferrer">e</a>',
    );
  });

  it("sanitises an item's body and excerpt, leaving its other fields", () => {
    expect(
      withSanitisedItemHtml({ title: '<b>T</b>', body: '<p>a<script>1</script></p>', excerpt: '<i>e</i>' }),
    ).toEqual({ title: '<b>T</b>', body: '<p>a</p>', excerpt: '<i>e</i>' });
    expect(withSanitisedItemHtml(null)).toBe(null);
  });
});
