export { FormsPanel } from './FormsPanel';
