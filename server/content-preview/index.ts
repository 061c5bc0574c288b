/**
 * The editors' live preview (issue 24): `POST /api/owner/content/preview` renders a site page
 * from the drafts with the editor's unsaved documents laid over them (preview-routes.ts).
 *
 * @module
 */
export { contentPreviewRoutes, PREVIEW_STATUS_HEADER, type PreviewRoutesOptions } from './preview-routes';
