export { StylesPanel } from './StylesPanel';
