/** Where the server finds its inputs when the caller does not say: the repository folders. */
import { fileURLToPath } from 'node:url';

export const ROOT_DIR = fileURLToPath(new URL('..', import.meta.url));
export const TEMPLATES_DIR = fileURLToPath(new URL('../templates', import.meta.url));
export const FIXTURES_DIR = fileURLToPath(new URL('../fixtures/sites', import.meta.url));
export const DIST_ASSETS_DIR = fileURLToPath(new URL('../dist/assets', import.meta.url));
