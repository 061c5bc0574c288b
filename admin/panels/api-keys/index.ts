export { ApiKeysPanel } from './ApiKeysPanel';
