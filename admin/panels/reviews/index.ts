export { ReviewsPanel } from './ReviewsPanel';
