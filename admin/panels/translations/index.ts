import './translations.css';

export { TranslationsPanel } from './TranslationsPanel';
