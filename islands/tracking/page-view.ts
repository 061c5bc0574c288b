/** The RecordHit of a page view (spec §3 "Tracking hit", §7), form-encoded. */
import { formatVisitRecord, viewEventOf } from '../../domain';
import type { TrackingContext } from './context';
import type { Visit } from './visit';

export function pageViewFields(
  context: TrackingContext,
  visit: Visit | null,
  now: number,
  win: Window = window,
): Record<string, string> {
  const { location, document, navigator, screen } = win;
  const data = {
    userAgent: navigator.userAgent.slice(0, 512),
    clientDate: now,
    viewportInnerWidth: win.innerWidth,
    viewportInnerHeight: win.innerHeight,
    screenWidth: screen.width,
    screenHeight: screen.height,
    websiteId: context.websiteId,
    templateId: context.templateId,
    website_locale: context.locale,
    url: location.href.slice(0, 2048),
    title: document.title.slice(0, 512),
    itemId: context.itemId,
    recordType: context.recordType,
    collectionId: context.collectionId,
    pageType: context.pageType,
    visitId: visit?.visitId,
    newVisit: visit?.newVisit,
  };
  return {
    event: String(viewEventOf(location.pathname)),
    data: JSON.stringify(data),
    ss_cvr: visit ? formatVisitRecord(visit.record) : '',
  };
}
