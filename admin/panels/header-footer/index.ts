export { HeaderFooterPanel } from './HeaderFooterPanel';
