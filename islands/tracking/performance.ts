/**
 * Performance records (spec §7, §9): a page load id from the settings call (30 s time-out), then
 * page-speed metrics collected for up to 60 s or until the page is hidden, user timings and
 * image timings, flushed 30 s after load and when the page becomes hidden.
 */
import { PERFORMANCE } from '../../domain';
import { callJson } from '../shared/api-call';
import { sendJsonText } from './send';
import type { PerformanceSettings } from '../../domain';

export const PAGE_LOAD_ID_MISSING = 'Unable to resolve pageLoadId';

export interface PerformanceRecord {
  type: 'page-speed' | 'user-timing' | 'image-timing';
  pageLoadId: string;
  name: string;
  value: number;
  url?: string;
}

/**
 * The settings call, through the islands' one client with the spec's time limit: a status
 * other than 200 (or 0: no answer in time, or an opaque one) is an error, as is a missing id.
 */
export async function fetchPageLoadId(): Promise<string> {
  const answer = await callJson<PerformanceSettings>('GET', '/api/1/performance/settings', undefined, {
    timeoutMs: PERFORMANCE.settingsTimeoutMs,
  });
  if (answer.status !== 200 && answer.status !== 0)
    throw new Error(`Performance settings answered HTTP ${answer.status}`);
  const id = answer.body?.pageLoadId;
  if (typeof id !== 'string' || !id) throw new Error(PAGE_LOAD_ID_MISSING);
  return id;
}

const rounded = (n: number) => Math.round(n * 10) / 10;

/** Collects records for one page load and sends what is new at each flush. */
export class PerformanceCollector {
  readonly #pageLoadId: string;
  readonly #records: PerformanceRecord[] = [];
  readonly #seen = new Set<string>();
  #collecting = true;

  constructor(pageLoadId: string) {
    this.#pageLoadId = pageLoadId;
  }

  add(type: PerformanceRecord['type'], name: string, value: number, url?: string): void {
    if (!Number.isFinite(value)) return;
    if (type === 'page-speed' && !this.#collecting) return;
    const key = `${type}:${name}:${url ?? ''}`;
    if (type !== 'page-speed' && this.#seen.has(key)) return;
    this.#seen.add(key);
    this.#records.push({
      type,
      pageLoadId: this.#pageLoadId,
      name,
      value: rounded(value),
      ...(url ? { url: url.slice(0, 2048) } : {}),
    });
  }

  /** Page-speed metrics end after 60 s or when the page is hidden. */
  stopPageSpeed(): void {
    this.#collecting = false;
  }

  /** The records gathered since the last call. */
  take(): PerformanceRecord[] {
    return this.#records.splice(0, this.#records.length);
  }
}

function observe(type: string, each: (entry: PerformanceEntry) => void): void {
  try {
    new PerformanceObserver((list) => list.getEntries().forEach(each)).observe({ type, buffered: true });
  } catch {
    // this browser does not report that entry type
  }
}

export function startPerformance(pageLoadId: string, win: Window = window): PerformanceCollector {
  const collector = new PerformanceCollector(pageLoadId);
  const nav = win.performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  if (nav) {
    collector.add('page-speed', 'TTFB', nav.responseStart);
    collector.add('page-speed', 'DOMContentLoaded', nav.domContentLoadedEventEnd);
    collector.add('page-speed', 'load', nav.loadEventEnd || win.performance.now());
  }
  observe('paint', (e) => e.name === 'first-contentful-paint' && collector.add('page-speed', 'FCP', e.startTime));
  let lcp = 0;
  observe('largest-contentful-paint', (e) => (lcp = e.startTime));
  let cls = 0;
  observe('layout-shift', (e) => {
    const shift = e as PerformanceEntry & { value?: number; hadRecentInput?: boolean };
    if (!shift.hadRecentInput) cls += shift.value ?? 0;
  });
  const endPageSpeed = () => {
    if (lcp > 0) collector.add('page-speed', 'LCP', lcp);
    collector.add('page-speed', 'CLS', cls * 1000);
    collector.stopPageSpeed();
  };
  const flush = () => {
    for (const m of win.performance.getEntriesByType('measure')) collector.add('user-timing', m.name, m.duration);
    for (const r of win.performance.getEntriesByType('resource') as PerformanceResourceTiming[]) {
      if (r.initiatorType === 'img')
        collector.add('image-timing', new URL(r.name, win.location.href).pathname, r.responseEnd - r.startTime);
    }
    const records = collector.take().slice(0, 200);
    if (records.length > 0) sendJsonText('/api/1/performance/records', records);
  };
  const windowTimer = setTimeout(endPageSpeed, PERFORMANCE.pageSpeedWindowMs);
  setTimeout(flush, PERFORMANCE.flushAfterLoadMs);
  win.document.addEventListener('visibilitychange', () => {
    if (win.document.visibilityState !== 'hidden') return;
    clearTimeout(windowTimer);
    endPageSpeed();
    flush();
  });
  return collector;
}
