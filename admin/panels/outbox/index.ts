export { OutboxPanel } from './OutboxPanel';
