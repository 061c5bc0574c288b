/**
 * The header and footer calls (issue 16): `GET`/`PUT /api/site-header-footer`.
 *
 * @module
 */
import { ownerCall } from '../../api/owner-call';
import type { SavedHeaderFooter, SiteHeaderFooter } from '../../../domain';

export const headerFooterApi = {
  load: () => ownerCall<SavedHeaderFooter>('GET', '/api/site-header-footer'),
  save: (value: SiteHeaderFooter) => ownerCall<SavedHeaderFooter>('PUT', '/api/site-header-footer', value),
};
