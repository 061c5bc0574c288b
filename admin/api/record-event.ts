/**
 * Panel events (spec §2 names them; the names below are ours): `POST /api/events/RecordEvent`,
 * form-encoded `crumb`, `event`, `data` (JSON text). Recording must never get in the owner's
 * way, so every failure (a 404 before the tracking endpoint exists, the network) is ignored.
 * The request follows the one rule of browser calls (domain/api-call.ts).
 *
 * @module
 */
import { CRUMB_COOKIE, buildRequest, readCookie } from '../../domain';

export const PANEL_EVENTS = {
  inventorySearch: 'inventory_search',
  inventorySort: 'inventory_sort',
  inventoryRowExpand: 'inventory_row_expand',
  inventoryNextPage: 'inventory_next_page',
  inventorySettings: 'inventory_settings',
  apiKeysCreateKey: 'api_keys_create_key',
  apiKeysLearnMore: 'api_keys_learn_more',
  apiKeysTermsOfUse: 'api_keys_terms_of_use',
  apiKeysDeleteKey: 'api_keys_delete_key',
  apiKeysConfirmDelete: 'api_keys_confirm_delete',
  apiKeysCopy: 'api_keys_copy',
  apiKeysCancel: 'api_keys_cancel',
  apiKeysNext: 'api_keys_next',
  apiKeysComplete: 'api_keys_complete',
  instagramProductsFeed: 'instagram_products_feed',
  dynamicAdsFeed: 'dynamic_ads_feed',
  pixelIdSetting: 'pixel_id_setting',
  // The style editor's tweak events (spec §4: change, close, save, reset, aftershow, afterclose, beforeopen).
  tweakChange: 'tweak_change',
  tweakClose: 'tweak_close',
  tweakSave: 'tweak_save',
  tweakReset: 'tweak_reset',
  tweakAftershow: 'tweak_aftershow',
  tweakAfterclose: 'tweak_afterclose',
  tweakBeforeopen: 'tweak_beforeopen',
  // The form builder's frame events (spec §4: load, iframeUnload, frameSaveEnter, frameSaveExit, frameEditingChange).
  formBuilderLoad: 'form_builder_load',
  formBuilderIframeUnload: 'form_builder_iframe_unload',
  formBuilderFrameSaveEnter: 'form_builder_frame_save_enter',
  formBuilderFrameSaveExit: 'form_builder_frame_save_exit',
  formBuilderFrameEditingChange: 'form_builder_frame_editing_change',
} as const;

export type PanelEvent = (typeof PANEL_EVENTS)[keyof typeof PANEL_EVENTS];

export function recordEvent(event: PanelEvent, data: Record<string, unknown> = {}): void {
  const body = new URLSearchParams({
    crumb: readCookie(CRUMB_COOKIE, document.cookie) ?? '',
    event,
    data: JSON.stringify(data),
  });
  try {
    const request = buildRequest('POST', body, document.cookie);
    void fetch('/api/events/RecordEvent', { ...request, keepalive: true }).catch(() => {});
  } catch {
    // fetch itself may throw (a test environment without it); an event is never worth an error.
  }
}
