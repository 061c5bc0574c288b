export { RestockPanel } from './RestockPanel';
