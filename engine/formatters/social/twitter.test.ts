import { describe, expect, it } from 'vitest';
import { testScope } from '../test-scope';
import { activateTwitterLinks, twitterFollowButton } from './twitter';

const scope = testScope();
const activate = (text: unknown) => activateTwitterLinks(text, [], scope);

describe('activate-twitter-links', () => {
  it('links URLs, mentions and hashtags', () => {
    expect(activate('hi @jack see http://x.com/a?b=1&c=2 #tag and ftp://f.org/x file:///tmp/a https://s.io.')).toBe(
      'hi <a href="https://x.com/jack">@jack</a> see <a href="http://x.com/a?b=1&amp;c=2">http://x.com/a?b=1&amp;c=2</a> ' +
        '<a href="https://x.com/hashtag/tag?src=hash">#tag</a> and <a href="ftp://f.org/x">ftp://f.org/x</a> ' +
        '<a href="file:///tmp/a">file:///tmp/a</a> <a href="https://s.io">https://s.io</a>.',
    );
  });

  it('links mentions and hashtags only at the start or after a space', () => {
    expect(activate('@start a@b.com x#y #1abc @a-b')).toBe(
      '<a href="https://x.com/start">@start</a> a@b.com x#y <a href="https://x.com/hashtag/1abc?src=hash">#1abc</a> ' +
        '<a href="https://x.com/a">@a</a>-b',
    );
    expect(activate('line\n@x\t#y @@x ##y @ # #ünï')).toBe('line\n@x\t#y @@x ##y @ # #ünï');
  });

  it('follows URL boundaries', () => {
    expect(
      activate('HTTP://A.com xhttp://b.com _http://c.com (http://d.com) http://e.com/a_(b) http://f.com/x#y@z'),
    ).toBe(
      '<a href="HTTP://A.com">HTTP://A.com</a> xhttp://b.com _http://c.com (<a href="http://d.com">http://d.com</a>) ' +
        '<a href="http://e.com/a_">http://e.com/a_</a>(b) <a href="http://f.com/x#y@z">http://f.com/x#y@z</a>',
    );
  });

  it('escapes the text around the links', () => {
    expect(activate('<b>@x</b> "#y" http://a.com/<x>"y')).toBe(
      '&lt;b&gt;@x&lt;/b&gt; "#y" <a href="http://a.com/">http://a.com/</a>&lt;x&gt;"y',
    );
  });

  it('prints the text form of other values', () => {
    expect(activate(5)).toBe('5');
    expect(activate(undefined)).toBe('');
    expect(activate({ a: 1 })).toBe('');
  });
});

describe('twitter-follow-button', () => {
  const follow = (value: unknown) => twitterFollowButton(value, [], scope);

  it('links to follow the user name', () => {
    expect(follow({ userName: 'jack' })).toBe(
      '<a class="follow-button" href="https://x.com/intent/follow?screen_name=jack">Follow @jack</a>',
    );
  });

  it('takes the last segment of the profile URL otherwise', () => {
    expect(follow({ profileUrl: 'https://twitter.com/jack' })).toContain('screen_name=jack"');
    expect(follow({ userName: '', profileUrl: 'a/b' })).toContain('Follow @b');
    expect(follow({ profileUrl: 'jack' })).toContain('Follow @jack');
  });

  it('escapes and encodes the name', () => {
    expect(follow({ userName: 'a"<b' })).toBe(
      '<a class="follow-button" href="https://x.com/intent/follow?screen_name=a%22%3Cb">Follow @a"&lt;b</a>',
    );
  });

  it('prints nothing without a name', () => {
    for (const value of [{}, { profileUrl: 'https://twitter.com/jack/' }, undefined, 'x'])
      expect(follow(value)).toBe('');
  });
});
