import './home.css';

export { HomePanel } from './HomePanel';
