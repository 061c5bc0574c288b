export { SubscriptionsPanel } from './SubscriptionsPanel';
