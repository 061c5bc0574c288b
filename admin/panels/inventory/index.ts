export { InventoryPanel } from './InventoryPanel';
