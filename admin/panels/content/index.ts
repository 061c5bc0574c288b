export { ContentPanel } from './ContentPanel';
