/**
 * The home's newest submissions, each named by its form (a link to the form's submissions)
 * and the page it was sent from: the page alone read "Northwind Supply Co., <date>" for a
 * newsletter sign-up in the footer of the home page, whose title is the site's.
 *
 * @module
 */
import { Link, configPath } from '../../app/router';
import { dateTime } from '../../ui/format';
import { Empty } from '../../ui/status';
import { formTitle } from '../forms/form-status';
import type { DashboardSubmission } from '../../../domain';

/**
 * Where it was sent from: the page's title, but the home page by name (its title is the
 * site's, which says nothing) and a page of no title or the site's title by its path.
 */
export function sentFrom(submission: Pick<DashboardSubmission, 'pageTitle' | 'pagePath'>, siteTitle: string): string {
  const { pageTitle, pagePath } = submission;
  if (pagePath === '/') return 'the home page';
  return pageTitle && pageTitle !== siteTitle ? pageTitle : pagePath;
}

export function RecentSubmissions({
  submissions,
  siteTitle,
  locale,
}: {
  submissions: DashboardSubmission[];
  siteTitle: string;
  locale: string;
}) {
  if (submissions.length === 0) return <Empty>No submissions yet.</Empty>;
  return (
    <ul className="home__list">
      {submissions.map((s) => (
        <li key={s.id}>
          <Link to={configPath('forms', s.formId)}>{formTitle({ name: s.formName, status: s.formStatus })}</Link>{' '}
          <span className="muted">
            from {sentFrom(s, siteTitle)}, <time dateTime={s.created}>{dateTime(s.created, locale)}</time>
          </span>
        </li>
      ))}
    </ul>
  );
}
