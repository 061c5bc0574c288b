/**
 * The owner app's browser entry (built by scripts/build.ts as its own bundle, loaded only by
 * the /config shell of server/pages/config-app.ts). It mounts the app into `#admin-root`.
 *
 * @module
 */
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import 'uplot/dist/uPlot.min.css';
import './admin.css';
import './content.css';

const root = document.getElementById('admin-root');
if (root) createRoot(root).render(createElement(App, { siteTitle: root.dataset.siteTitle ?? 'your site' }));
