/**
 * Home (`/config`): what an owner lands on — today's orders and sales, variants low on stock,
 * what waits for review, the newest form submissions by form and page (`GET /api/owner/dashboard`; each part
 * only for roles that may read it) — each with a link to its panel, and "View site".
 *
 * @module
 */
import { ownerCall } from '../../api/owner-call';
import { useOwner } from '../../app/owner-context';
import { Link, configPath } from '../../app/router';
import { count, money } from '../../ui/format';
import { PanelHeading } from '../../ui/PanelHeading';
import { Failure, Loading } from '../../ui/status';
import { useLoad } from '../../ui/use-load';
import { RecentSubmissions } from './RecentSubmissions';
import type { OwnerDashboard } from '../../../domain';

export function HomePanel() {
  const { owner, can } = useOwner();
  const { locale } = owner.site;
  const dashboard = useLoad('dashboard', () => ownerCall<OwnerDashboard>('GET', '/api/owner/dashboard'));
  const data = dashboard.data;
  return (
    <section className="panel home" aria-labelledby="home-title">
      <PanelHeading
        title="Home"
        actions={
          <a className="button" href="/" target="_blank" rel="noreferrer">
            View site
          </a>
        }
      >
        <span id="home-title">{owner.site.title}</span>
      </PanelHeading>
      {dashboard.error ? (
        <Failure message={dashboard.error} onRetry={dashboard.retry} />
      ) : !data ? (
        <Loading />
      ) : (
        <ul className="cards home__cards">
          {data.today && (
            <li className="card">
              <h2 className="card__title">Today</h2>
              <p className="home__figure">{count(data.today.orders, 'order', 'orders')}</p>
              <p>{money(data.today.salesCents, data.today.currency, locale)} in sales</p>
              <Link to={configPath('orders')}>Orders</Link>
            </li>
          )}
          {data.lowStock && (
            <li className="card">
              <h2 className="card__title">Low stock</h2>
              {data.lowStock.variants.length === 0 ? (
                <p>Nothing at or below {data.lowStock.threshold} in stock.</p>
              ) : (
                <ul className="home__list">
                  {data.lowStock.variants.map((v) => (
                    <li key={`${v.itemId}/${v.sku}`}>
                      {v.name}
                      {v.variant && ` (${v.variant})`}: {v.qtyInStock === 0 ? 'sold out' : `${v.qtyInStock} left`}
                    </li>
                  ))}
                </ul>
              )}
              <Link to={configPath('inventory')}>Inventory</Link>
            </li>
          )}
          {data.waiting && (
            <li className="card">
              <h2 className="card__title">Waiting for review</h2>
              <ul className="home__list">
                <li>
                  {can('moderation') ? (
                    <Link to={configPath('reviews')}>
                      {count(data.waiting.reviews, 'product review', 'product reviews')}
                    </Link>
                  ) : (
                    count(data.waiting.reviews, 'product review', 'product reviews')
                  )}
                </li>
                <li>
                  {can('moderation') ? (
                    <Link to={configPath('comments')}>{count(data.waiting.comments, 'comment', 'comments')}</Link>
                  ) : (
                    count(data.waiting.comments, 'comment', 'comments')
                  )}
                </li>
                {data.waiting.items.map((item) => (
                  <li key={item.key}>
                    {item.title} <span className="badge badge--warn">Needs Review</span>
                  </li>
                ))}
              </ul>
            </li>
          )}
          {data.submissions && (
            <li className="card">
              <h2 className="card__title">Recent submissions</h2>
              <RecentSubmissions submissions={data.submissions} siteTitle={owner.site.title} locale={locale} />
              <Link to={configPath('forms')}>Form submissions</Link>
            </li>
          )}
        </ul>
      )}
    </section>
  );
}
