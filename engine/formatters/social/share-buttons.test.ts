import { describe, expect, it } from 'vitest';
import { testScope } from '../test-scope';
import { socialButton, socialButtonInline } from './share-buttons';
import { shareIcon } from './share-icons';

const post = { title: 'Tea & "cake"', fullUrl: '/blog/tea', assetUrl: 'https://cdn.test/t.jpg' };
const site = (shareButtonOptions: unknown, extra: object = {}) =>
  testScope({ frames: [{ website: { shareButtonOptions, baseUrl: 'https://demo.test/', ...extra } }] });

describe('social-button', () => {
  it('renders share links for the chosen networks', () => {
    expect(socialButton(post, [], site({ facebook: true, twitter: true, reddit: false }))).toBe(
      '<div class="share-buttons share-buttons--block" role="group" aria-label="Share">' +
        '<a class="share-button share-button--facebook" href="https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fdemo.test%2Fblog%2Ftea" ' +
        `target="_blank" rel="noopener noreferrer" aria-label="Share on Facebook">${shareIcon('facebook')}<span class="share-button__label">Facebook</span></a> ` +
        '<a class="share-button share-button--x" href="https://x.com/intent/tweet?url=https%3A%2F%2Fdemo.test%2Fblog%2Ftea&amp;text=Tea%20%26%20%22cake%22" ' +
        `target="_blank" rel="noopener noreferrer" aria-label="Share on X">${shareIcon('x')}<span class="share-button__label">X</span></a></div>`,
    );
  });

  it('takes a list of names and ignores unknown ones and duplicates', () => {
    const out = socialButton(post, [], site(['email', 'EMAIL', 'myspace'])) as string;
    expect(out.match(/<a /g)).toHaveLength(1);
    expect(out).toContain(
      'href="mailto:?subject=Tea%20%26%20%22cake%22&amp;body=https%3A%2F%2Fdemo.test%2Fblog%2Ftea"',
    );
  });

  it('uses the default networks when the options name none', () => {
    const out = socialButton(post, [], site({ 1: true, 2: true })) as string;
    expect([...out.matchAll(/share-button--(\w+)/g)].map((m) => m[1])).toEqual([
      'facebook',
      'x',
      'linkedin',
      'pinterest',
      'email',
    ]);
    expect(out).toContain('media=https%3A%2F%2Fcdn.test%2Ft.jpg');
  });

  it('leaves out Pinterest without an image and reads mainImage.assetUrl', () => {
    const noImage = socialButton({ title: 'T', fullUrl: '/t' }, [], site(['pinterest', 'facebook'])) as string;
    expect(noImage).not.toContain('pinterest');
    const mainImage = socialButton(
      { title: 'T', fullUrl: '/t', mainImage: { assetUrl: 'm.jpg' } },
      [],
      site(['pinterest']),
    );
    expect(mainImage).toContain('media=m.jpg');
  });

  it('keeps absolute URLs and falls back to base-url', () => {
    expect(socialButton({ fullUrl: 'https://else.test/x' }, [], site(['facebook']))).toContain(
      'u=https%3A%2F%2Felse.test%2Fx"',
    );
    const scope = testScope({
      frames: [{ 'base-url': 'http://b.test', website: { shareButtonOptions: ['facebook'] } }],
    });
    expect(socialButton({ fullUrl: '/p' }, [], scope)).toContain('u=http%3A%2F%2Fb.test%2Fp"');
  });

  it('prints nothing without non-empty options', () => {
    for (const options of [{}, [], undefined, null, 'facebook', 1, true])
      expect(socialButton(post, [], site(options))).toBe('');
  });
});

describe('social-button-inline', () => {
  it('renders the same links in an inline group', () => {
    expect(socialButtonInline(post, [], site(['linkedin']))).toBe(
      '<span class="share-buttons share-buttons--inline" role="group" aria-label="Share">' +
        '<a class="share-button share-button--linkedin" href="https://www.linkedin.com/sharing/share-offsite/?url=https%3A%2F%2Fdemo.test%2Fblog%2Ftea" ' +
        `target="_blank" rel="noopener noreferrer" aria-label="Share on LinkedIn">${shareIcon('linkedin')}<span class="share-button__label">LinkedIn</span></a></span>`,
    );
  });
});
