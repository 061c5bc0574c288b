export { MarketingPanel } from './MarketingPanel';
