export { NewsletterPanel } from './NewsletterPanel';
