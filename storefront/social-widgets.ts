/**
 * The comments section as an island when the site uses Disqus (spec §3 `disqusShortname`): the
 * `disqus` island loads the site's thread for the item. Without Disqus (or without an item,
 * or with a short name that could not be a Disqus host) it is the engine's own section.
 */
import { defaultRegistry, type Formatter, type Scope } from '../engine';
import { isDisqusShortname, type DisqusProps } from '../domain';
import { islandFormatter } from './island-host';

const plainComments = defaultRegistry.formatters.get('comments')!;

const text = (value: unknown) => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');

export function disqusProps(scope: Scope): DisqusProps | undefined {
  const shortname = scope.resolve('websiteSettings.disqusShortname');
  const item = scope.resolve('item') as Record<string, unknown> | undefined;
  if (!isDisqusShortname(shortname) || !item || typeof item !== 'object') return undefined;
  return { shortname, identifier: text(item.id), url: text(item.fullUrl), title: text(item.title) };
}

export const socialWidgetFormatters: Record<string, Formatter> = {
  comments: islandFormatter('comments', (value, scope, host) => {
    const props = disqusProps(scope);
    return props ? host.render('disqus', props) : (plainComments(value, [], scope) as string | undefined);
  }),
};
