import { describe, expect, it } from 'vitest';
import { sanitiseSvg } from './svg-sanitiser';

const clean = (svg: string) => sanitiseSvg(Buffer.from(svg))?.toString('utf8');

describe('sanitiseSvg', () => {
  it('keeps drawing elements and their attributes, case and all', () => {
    expect(
      clean(
        '<svg viewBox="0 0 10 10"><linearGradient id="a"><stop offset="1" stop-color="red"/></linearGradient><path d="M0 0h10" fill="url(#a)"/></svg>',
      ),
    ).toBe(
      '<svg viewBox="0 0 10 10" xmlns="http://www.w3.org/2000/svg"><linearGradient id="a"><stop offset="1" stop-color="red"></stop></linearGradient><path d="M0 0h10" fill="url(#a)"></path></svg>',
    );
  });

  it.each([
    ['a script element', '<svg><script>alert(1)</script><rect/></svg>', 'alert'],
    ['a script in CDATA', '<svg><script><![CDATA[alert(1)]]></script><rect/></svg>', 'alert'],
    ['an event handler', '<svg onload="alert(1)"><rect onmouseover="alert(2)"/></svg>', 'alert'],
    ['a javascript link', '<svg><a href="javascript:alert(1)"><rect/></a></svg>', 'javascript'],
    ['an external use', '<svg><use href="https://evil.example/a.svg#x"/></svg>', 'evil'],
    ['an external xlink', '<svg><use xlink:href="//evil.example/a.svg#x"/></svg>', 'evil'],
    ['a same-origin path', '<svg><use href="/uploads/a.svg#x"/></svg>', 'uploads'],
    ['an image', '<svg><image href="data:image/png;base64,AAAA"/><rect/></svg>', 'image'],
    ['an external paint', '<svg><rect fill="url(https://evil.example/p)"/></svg>', 'evil'],
    ['CSS fetching', '<svg><rect style="background:url(https://evil.example/p)"/></svg>', 'evil'],
    ['escaped CSS', '<svg><rect style="fill:\\75rl(x)"/></svg>', '\\'],
    ['a style element', '<svg><style>@import "https://evil.example/a.css";</style><rect/></svg>', 'evil'],
    [
      'foreign HTML',
      '<svg><foreignObject><iframe src="https://evil.example"></iframe></foreignObject><rect/></svg>',
      'evil',
    ],
    [
      'an animation setting a link',
      '<svg><a><set attributeName="href" to="javascript:alert(1)"/></a><rect/></svg>',
      'javascript',
    ],
    ['an entity bomb', '<!DOCTYPE svg [<!ENTITY a "aaaaaaaa">]><svg><text>&a;&a;</text></svg>', 'aaaaaaaa'],
  ])('removes %s', (_, svg, gone) => {
    const out = clean(svg);
    expect(out).toMatch(/^<svg/);
    expect(out).not.toContain(gone);
  });

  it('gives the root the SVG namespace and nothing but it', () => {
    expect(clean('<svg xmlns="http://evil.example/ns"><rect/></svg>')).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg"><rect></rect></svg>',
    );
  });

  it('answers undefined when no svg element is left', () => {
    expect(clean('<script>alert(1)</script>')).toBeUndefined();
    expect(clean('<svg><script>alert(1)</script></svg>')).toBeUndefined();
  });
});
