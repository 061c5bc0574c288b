import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, CONTENT_SECURITY_POLICY } from '../middleware/security-headers';
import { addIslandSources, emptyCspSources, finishedSources, scriptSourcesOf } from './page-csp';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('page CSP: what a page allows beyond the site-wide policy', () => {
  it('hashes the inline scripts of post-submit HTML and allows the https origins of external ones', () => {
    const html =
      '<p>Thanks</p><script>a()</script><SCRIPT type="module">b()</SCRIPT ><script src="https://cdn.example/x.js"></script><script src=\'http://plain.example/y.js\'></script><script src="/own.js"></script><script> </script>';
    expect(scriptSourcesOf(html)).toEqual([sha('a()'), sha('b()'), 'https://cdn.example']);
    expect(scriptSourcesOf('<p onclick="x()">no scripts</p>')).toEqual([]);
  });

  it('adds a provider captcha, never the local one, and Disqus only for a real shortname', () => {
    const sources = emptyCspSources();
    addIslandSources(sources, 'form', { captcha: { provider: 'local', siteKey: 'k' }, submissionHTML: '' });
    expect(finishedSources(sources)).toBeUndefined();
    addIslandSources(sources, 'restock', { captchaSiteKey: 'k', captchaProvider: 'hcaptcha' });
    addIslandSources(sources, 'restock', { captchaSiteKey: 'k', captchaProvider: 'hcaptcha' });
    addIslandSources(sources, 'disqus', { shortname: "x; script-src 'unsafe-inline'" });
    const done = finishedSources(sources)!;
    expect(done.script).toEqual(['https://js.hcaptcha.com', 'https://hcaptcha.com', 'https://*.hcaptcha.com']);
    addIslandSources(sources, 'disqus', { shortname: 'northwind' });
    expect(finishedSources(sources)!.script).toContain('https://northwind.disqus.com');
  });

  it('builds the policy: the constant without extras, widened directives with them', () => {
    expect(contentSecurityPolicy()).toBe(CONTENT_SECURITY_POLICY);
    const policy = contentSecurityPolicy({
      script: ["'sha256-x'"],
      frame: ['https://f.example'],
      connect: [],
      img: [],
    });
    expect(policy).toContain("script-src 'self' 'sha256-x'; ");
    expect(policy).toContain("frame-src 'self' https://f.example; ");
    expect(policy).toContain("frame-ancestors 'self'");
    expect(policy).not.toMatch(/script-src [^;]*unsafe/);
  });
});
