import { describe, expect, it } from 'vitest';
import { shareLinks } from './share-networks';

const page = { url: 'https://s.test/p?a=1', title: 'Hi & bye', image: 'https://s.test/i.jpg' };
const networks = (options: object) => shareLinks(options, page).map((link) => link.network);

describe('shareLinks', () => {
  it('builds each network share URL with encoded parameters', () => {
    const hrefs = Object.fromEntries(
      shareLinks(['facebook', 'x', 'linkedin', 'pinterest', 'reddit', 'tumblr', 'email'], page).map((l) => [
        l.network,
        l.href,
      ]),
    );
    expect(hrefs).toEqual({
      facebook: 'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fs.test%2Fp%3Fa%3D1',
      x: 'https://x.com/intent/tweet?url=https%3A%2F%2Fs.test%2Fp%3Fa%3D1&text=Hi%20%26%20bye',
      linkedin: 'https://www.linkedin.com/sharing/share-offsite/?url=https%3A%2F%2Fs.test%2Fp%3Fa%3D1',
      pinterest:
        'https://www.pinterest.com/pin/create/button/?url=https%3A%2F%2Fs.test%2Fp%3Fa%3D1&media=https%3A%2F%2Fs.test%2Fi.jpg&description=Hi%20%26%20bye',
      reddit: 'https://www.reddit.com/submit?url=https%3A%2F%2Fs.test%2Fp%3Fa%3D1&title=Hi%20%26%20bye',
      tumblr:
        'https://www.tumblr.com/widgets/share/tool?canonicalUrl=https%3A%2F%2Fs.test%2Fp%3Fa%3D1&title=Hi%20%26%20bye',
      email: 'mailto:?subject=Hi%20%26%20bye&body=https%3A%2F%2Fs.test%2Fp%3Fa%3D1',
    });
  });

  it('reads truthy object keys and array names, case-insensitively, with twitter as x', () => {
    expect(networks({ Facebook: 1, twitter: 'yes', reddit: 0 })).toEqual(['facebook', 'x']);
    expect(networks(['X', 'twitter', 'email'])).toEqual(['x', 'email']);
  });

  it('falls back to the default set and ignores inherited names', () => {
    expect(networks({ 1: true })).toEqual(['facebook', 'x', 'linkedin', 'pinterest', 'email']);
    expect(networks(['constructor', '__proto__', 'toString'])).toEqual([
      'facebook',
      'x',
      'linkedin',
      'pinterest',
      'email',
    ]);
    expect(networks(JSON.parse('{"__proto__":true}'))).toEqual(['facebook', 'x', 'linkedin', 'pinterest', 'email']);
  });

  it('needs an image for Pinterest', () => {
    expect(shareLinks(['pinterest'], { ...page, image: '' })).toEqual([]);
  });
});
