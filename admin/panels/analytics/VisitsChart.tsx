/**
 * Visits, page views and unique visitors per day as a uPlot line chart. Decorative for screen
 * readers (the panel's table carries the same numbers). The chart follows its box's width; where
 * the browser cannot draw on a canvas the box stays empty and the table still says everything.
 *
 * @module
 */
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import type { AnalyticsSummary } from '../../../domain';

export const SERIES = [
  { key: 'visits', label: 'Visits', stroke: '#1f5fbf' },
  { key: 'pageViews', label: 'Page views', stroke: '#b3541e' },
  { key: 'uniqueVisitors', label: 'Unique visitors', stroke: '#2e7d32' },
] as const;

const HEIGHT = 260;

function canDraw(): boolean {
  try {
    return document.createElement('canvas').getContext('2d') !== null;
  } catch {
    return false;
  }
}

export function VisitsChart({ days }: { days: AnalyticsSummary['days'] }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    // uPlot draws later, in a microtask: a browser (or test DOM) without a 2D canvas gets no chart.
    if (!element || !canDraw()) return;
    const data: uPlot.AlignedData = [
      days.map((d) => Date.parse(`${d.date}T12:00:00Z`) / 1000),
      ...SERIES.map((s) => days.map((d) => d[s.key])),
    ];
    let chart: uPlot | undefined;
    try {
      chart = new uPlot(
        {
          width: Math.max(element.clientWidth, 280),
          height: HEIGHT,
          tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), 'UTC'),
          scales: { y: { range: (_u, _min, max) => [0, Math.max(max, 1)] } },
          series: [{ label: 'Day' }, ...SERIES.map((s) => ({ label: s.label, stroke: s.stroke, width: 2 }))],
          axes: [{}, { values: (_u, ticks) => ticks.map((t) => (Number.isInteger(t) ? String(t) : '')) }],
        },
        data,
        element,
      );
    } catch {
      return;
    }
    const resize =
      typeof ResizeObserver === 'function'
        ? new ResizeObserver(() => chart?.setSize({ width: Math.max(element.clientWidth, 280), height: HEIGHT }))
        : undefined;
    resize?.observe(element);
    return () => {
      resize?.disconnect();
      chart?.destroy();
    };
  }, [days]);
  return <div ref={box} className="analytics__chart" aria-hidden="true" data-testid="visits-chart" />;
}
