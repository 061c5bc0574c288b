export { CommentsPanel } from './CommentsPanel';
