/**
 * `social-button` (a block of share links) and `social-button-inline` (the same, inline), for
 * the item being formatted. Nothing unless context `website.shareButtonOptions` is a non-empty
 * object or array. Classes: `share-buttons` (`--block` / `--inline`), `share-button--<network>`.
 * Each link is a button (spec §2 "inline or button style"): the network's icon and its name,
 * with an accessible name saying what it does.
 */
import { isTruthy, propertyPath, toText } from '../../convert';
import type { Formatter, Scope } from '../../types';
import { attributes, escapeText } from '../escape';
import { fillPlaceholders, interfaceWord } from '../markup';
import { shareIcon } from './share-icons';
import { shareLinks, type SharedPage } from './share-networks';

/** `fullUrl` made absolute against the site's base URL when it is a path. */
function absoluteUrl(fullUrl: string, scope: Scope): string {
  if (/^https?:\/\//i.test(fullUrl)) return fullUrl;
  const base = toText(scope.resolve('website.baseUrl')) || toText(scope.resolve('base-url'));
  return `${base.replace(/\/+$/, '')}${fullUrl}`;
}

function sharedPage(item: unknown, scope: Scope): SharedPage {
  return {
    url: absoluteUrl(toText(propertyPath(item, 'fullUrl')), scope),
    title: toText(propertyPath(item, 'title')),
    image: toText(propertyPath(item, 'assetUrl')) || toText(propertyPath(item, 'mainImage', 'assetUrl')),
  };
}

function shareButtons(tag: 'div' | 'span', style: 'block' | 'inline'): Formatter {
  return (value, _args, scope) => {
    const options = scope.resolve('website.shareButtonOptions');
    if (typeof options !== 'object' || !isTruthy(options)) return '';
    const word = (key: string, fallback: string) => interfaceWord((r) => scope.resolve(r), key, fallback);
    const shareOn = word('shareOn', 'Share on {network}');
    // Brands keep their names; "Email" is a word of the page's language.
    const nameOf = (network: string, label: string) => (network === 'email' ? word('email', label) : label);
    const links = shareLinks(options as object, sharedPage(value, scope)).map(({ network, label, href }) => {
      // Networks open in a new tab, so the visitor keeps the page; email opens the mail app.
      const link = attributes({
        class: `share-button share-button--${network}`,
        href,
        ...(network === 'email' ? {} : { target: '_blank', rel: 'noopener noreferrer' }),
        'aria-label': fillPlaceholders(shareOn, { network: nameOf(network, label) }),
      });
      return `<a${link}>${shareIcon(network)}<span class="share-button__label">${escapeText(nameOf(network, label))}</span></a>`;
    });
    const group = attributes({
      class: `share-buttons share-buttons--${style}`,
      role: 'group',
      'aria-label': word('share', 'Share'),
    });
    return `<${tag}${group}>${links.join(' ')}</${tag}>`;
  };
}

export const socialButton = shareButtons('div', 'block');

export const socialButtonInline = shareButtons('span', 'inline');
