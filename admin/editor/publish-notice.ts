/**
 * What an editor says once a publish is done: its own "Published…" words, and, when the
 * owner may not change the site's code (`code.write`, README.md "Owner roles"), which template
 * or code drafts the publish left for an administrator, so nobody thinks they went live.
 *
 * @module
 */
import type { ContentKind, ContentPublished } from '../../domain';

/** "2 template or code changes were left for an administrator to publish: layouts/site.html, assets/site.js." */
function leftForAdministratorText(left: ContentPublished['siteCodeLeftAsDrafts']): string {
  const count = left.length === 1 ? '1 template or code change was' : `${left.length} template or code changes were`;
  return `${count} left for an administrator to publish: ${left.map((d) => d.key).join(', ')}.`;
}

/** `published` (the editor's own words), then what was left for an administrator, if anything. */
export function publishNotice(published: string, answer: ContentPublished): string {
  const left = answer.siteCodeLeftAsDrafts;
  if (left.length === 0) return published;
  const sent = answer.published > 0 ? published : 'Nothing was published.';
  return `${sent} ${leftForAdministratorText(left)}`;
}

/** Whether the publish `answer` left the document `kind`/`key` a draft. */
export function leftAsDraft(answer: ContentPublished, kind: ContentKind, key: string): boolean {
  return answer.siteCodeLeftAsDrafts.some((d) => d.kind === kind && d.key === key);
}
