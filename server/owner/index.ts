/**
 * The owner side of a site: accounts, sessions and API keys, who may call what, and the
 * services behind the owner calls (inventory, orders, form submissions, restock notices).
 * The routes are in server/routes/owner-*.ts; the contract is README.md "Owner API".
 *
 * @module
 */
export { OWNER_MESSAGES } from './messages';
export { ownerAuth, allow, type OwnerEnv, type OwnerPrincipal, type OwnerDb } from './credentials';
export { ensureOwner, saveOwner, findOwnerByEmail, type NewOwner, type OwnerAccount } from './accounts';
export { createSession, deleteSession } from './sessions';
export { createApiKey, listApiKeys, deleteApiKey, API_KEY_PREFIX } from './api-keys';
export { ownerCookie, setOwnerCookie, OWNER_COOKIE } from './owner-cookie';
export { ownerView } from './owner-view';
export { listInventory, inventoryProducts } from './inventory';
export {
  inventorySettingsStore,
  defaultInventorySettings,
  type InventorySettingsStore,
} from './inventory-settings';
export { setStock, isSoldOutLevel, type StockLevel } from './set-stock';
export { siteProducts, findOwnerProduct, type OwnerProduct, type OwnerVariant } from './site-products';
export { sendRestockNotices } from './restock-notices';
export { restockGroups, restockSignUps } from './restock-groups';
export { listOrders, markShipped, orderDetail } from './orders';
export { listForms, listSubmissions, submissionsCsv, siteForm } from './form-submissions';
export { DEMO_OWNERS } from './demo-owners';
