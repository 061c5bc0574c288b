export { AnalyticsPanel } from './AnalyticsPanel';
