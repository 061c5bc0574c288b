/**
 * The style editor's calls: the style (`GET /api/owner/content/styles`), a save as the changed
 * paths (`PATCH`, the patch variant) or as the whole document (`PUT …/documents/style/site`),
 * and the collections and site settings the design-tweak pages are found in.
 *
 * @module
 */
import { ownerCall } from '../../api/owner-call';
import { contentApi } from '../../editor';
import type { ContentSaved, SiteStyleSave, SiteStyleView } from '../../../domain';

const STYLES = '/api/owner/content/styles';

export const stylesApi = {
  load: () => ownerCall<SiteStyleView>('GET', STYLES),
  save: (request: SiteStyleSave) =>
    request.variant === 'patch'
      ? ownerCall<ContentSaved>('PATCH', STYLES, request.body)
      : contentApi.saveDocument('style', 'site', request.body.revision, request.body.body),
  publish: contentApi.publish,
  collections: () => contentApi.documents('collection'),
  siteSettings: () => contentApi.document('site', 'site'),
};
