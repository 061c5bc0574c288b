export { OrdersPanel } from './OrdersPanel';
