/**
 * Analytics (/config/analytics): for a chosen date range (the last 7, 30 or 90 days, or custom
 * dates) the visits, page views, unique visitors, product views, orders and conversion from
 * product view to order; a chart of the daily figures with a table of the same numbers; the
 * top pages and the products most added to cart. Shown when the site's visitor-metrics beta
 * flag is on (panels.ts).
 *
 * @module
 */
import { useState, type FormEvent } from 'react';
import { ownerApi } from '../../api/owner-api';
import { useOwner } from '../../app/owner-context';
import { TableWrap } from '../../ui/TableWrap';
import { PanelHeading } from '../../ui/PanelHeading';
import { Empty, Failure, Loading } from '../../ui/status';
import { useLoad } from '../../ui/use-load';
import { lastDays, PRESET_DAYS, type DateRange } from './date-range';
import { SERIES, VisitsChart } from './VisitsChart';
import type { AnalyticsSummary } from '../../../domain';

type Choice = { preset: number } | { custom: DateRange };

export function AnalyticsPanel() {
  const { owner } = useOwner();
  const timeZone = owner.site.timeZone;
  const [choice, setChoice] = useState<Choice>({ preset: 30 });
  const range = 'preset' in choice ? lastDays(choice.preset, timeZone) : choice.custom;
  const [draft, setDraft] = useState<DateRange>(range);
  const loaded = useLoad(`${range.from}/${range.to}`, () => ownerApi.analyticsSummary(range.from, range.to));
  const summary =
    loaded.data && loaded.data.from === range.from && loaded.data.to === range.to ? loaded.data : undefined;

  const choosePreset = (days: number) => {
    setChoice({ preset: days });
    setDraft(lastDays(days, timeZone));
  };
  const applyCustom = (event: FormEvent) => {
    event.preventDefault();
    setChoice({ custom: { ...draft } });
  };

  return (
    <section className="panel analytics">
      <PanelHeading title="Analytics">Analytics</PanelHeading>
      <div className="analytics__range">
        <div role="group" aria-label="Date range" className="analytics__presets">
          {PRESET_DAYS.map((days) => (
            <button
              key={days}
              type="button"
              className="button"
              aria-pressed={'preset' in choice && choice.preset === days}
              onClick={() => choosePreset(days)}
            >
              Last {days} days
            </button>
          ))}
        </div>
        <form className="analytics__custom" onSubmit={applyCustom}>
          <label>
            From{' '}
            <input
              type="date"
              required
              value={draft.from}
              onChange={(e) => setDraft({ ...draft, from: e.target.value })}
            />
          </label>
          <label>
            To{' '}
            <input type="date" required value={draft.to} onChange={(e) => setDraft({ ...draft, to: e.target.value })} />
          </label>
          <button type="submit" className="button">
            Show
          </button>
        </form>
      </div>
      <p className="analytics__period">
        {range.from} to {range.to} ({timeZone})
      </p>
      {loaded.error ? (
        <Failure message={loaded.error} onRetry={loaded.retry} />
      ) : !summary ? (
        <Loading>Loading the figures…</Loading>
      ) : (
        <Figures summary={summary} locale={owner.site.locale} />
      )}
    </section>
  );
}

function Figures({ summary, locale }: { summary: AnalyticsSummary; locale: string }) {
  const number = new Intl.NumberFormat(locale || 'en-US');
  const percent = new Intl.NumberFormat(locale || 'en-US', { style: 'percent', maximumFractionDigits: 1 });
  const t = summary.totals;
  const figures: [string, string][] = [
    ['Visits', number.format(t.visits)],
    ['Page views', number.format(t.pageViews)],
    ['Unique visitors', number.format(t.uniqueVisitors)],
    ['Product views', number.format(t.productViews)],
    ['Orders', number.format(t.orders)],
    ['Conversion', percent.format(t.conversionRate)],
  ];
  const quiet = t.pageViews === 0 && t.visits === 0 && summary.topProductsAddedToCart.length === 0;
  return (
    <>
      <dl className="analytics__figures">
        {figures.map(([label, value]) => (
          <div key={label} className="analytics__figure">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p className="analytics__note">Conversion: orders for each visit that viewed a product.</p>
      {quiet ? (
        <Empty>
          No visits in this period yet. Page views appear here a few seconds after visitors browse the site.
        </Empty>
      ) : (
        <>
          <h2>Visits per day</h2>
          <VisitsChart days={summary.days} />
          <ul className="analytics__legend" aria-hidden="true">
            {SERIES.map((s) => (
              <li key={s.key}>
                <span style={{ background: s.stroke }} /> {s.label}
              </li>
            ))}
          </ul>
          <details className="analytics__daily">
            <summary>Figures per day</summary>
            <TableWrap label="Figures per day">
              <table className="table">
                <caption className="visually-hidden">Visits, page views and unique visitors per day</caption>
                <thead>
                  <tr>
                    <th scope="col">Day</th>
                    {SERIES.map((s) => (
                      <th key={s.key} scope="col">
                        {s.label}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {summary.days.map((d) => (
                    <tr key={d.date}>
                      <th scope="row">{d.date}</th>
                      {SERIES.map((s) => (
                        <td key={s.key}>{number.format(d[s.key])}</td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableWrap>
          </details>
          <h2>Top pages</h2>
          {summary.topPages.length === 0 ? (
            <Empty>No page views in this period.</Empty>
          ) : (
            <TableWrap label="Top pages">
              <table className="table">
                <thead>
                  <tr>
                    <th scope="col">Page</th>
                    <th scope="col">Page views</th>
                  </tr>
                </thead>
                <tbody>
                  {summary.topPages.map((p) => (
                    <tr key={p.path}>
                      <th scope="row" className="break">
                        {p.path}
                      </th>
                      <td>{number.format(p.views)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableWrap>
          )}
          <h2>Top products added to cart</h2>
          {summary.topProductsAddedToCart.length === 0 ? (
            <Empty>No product was added to a cart in this period.</Empty>
          ) : (
            <TableWrap label="Top products added to cart">
              <table className="table">
                <thead>
                  <tr>
                    <th scope="col">Product</th>
                    <th scope="col">Times added</th>
                    <th scope="col">Quantity</th>
                  </tr>
                </thead>
                <tbody>
                  {summary.topProductsAddedToCart.map((p) => (
                    <tr key={p.itemId}>
                      <th scope="row">{p.title ?? `Removed product (${p.itemId})`}</th>
                      <td>{number.format(p.adds)}</td>
                      <td>{number.format(p.quantity)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableWrap>
          )}
        </>
      )}
    </>
  );
}
