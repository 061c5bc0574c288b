/** Social predicates (language reference §12.7), keyed by template spelling with the `?`. */
import { isTruthy, propertyPath, toNumber } from '../convert';
import type { Predicate } from '../types';

/**
 * The item takes or shows comments (`commentState` 1, or a public count above 0), unless the site
 * has settings (context `websiteSettings`) that do not enable comments.
 */
const comments: Predicate = (node, _args, scope) => {
  const settings = scope.resolve('websiteSettings');
  if (settings !== undefined && !isTruthy(propertyPath(settings, 'commentsEnabled'))) return false;
  return toNumber(propertyPath(node, 'commentState')) === 1 || toNumber(propertyPath(node, 'publicCommentCount')) > 0;
};

/** Spelled `disqusShortName` (capital N), unlike the comment formatters: both reference engines read it so. */
const disqus: Predicate = (_node, _args, scope) => isTruthy(scope.resolve('websiteSettings.disqusShortName'));

export const socialPredicates: Record<string, Predicate> = {
  'comments?': comments,
  'disqus?': disqus,
};
