/**
 * Snapshots of demo pages as `npm run render` prints them. Hashes in asset URLs and the island
 * bundle's tags (present only after a build) are normalised, so snapshots change only when
 * templates, fixtures or rendering change.
 */
import { normalise } from './normalise';
import { describe, expect, it } from 'vitest';
import { renderSitePage } from '../../server/render-page';

const NOW = Date.UTC(2027, 2, 1, 12, 0, 0);
const silent = { info() {}, warn() {}, error() {} };

describe.each([
  ['home', '/'],
  ['product', '/shop/canvas-field-jacket'],
  ['blog post', '/journal/how-to-re-wax-a-canvas-jacket'],
  ['event', '/events/autumn-foraging-walk'],
  ['search', '/search?q=wool'],
  ['not found', '/no-such-page'],
])('%s page', (_name, path) => {
  it(`renders ${path} the same way every time`, async () => {
    const page = await renderSitePage({ site: 'demo', path, host: 'demo.localhost:3000', now: NOW, log: silent });
    expect(page.errors).toEqual([]);
    expect({ status: page.status, pageType: page.pageType }).toMatchSnapshot();
    expect(normalise(page.html)).toMatchSnapshot();
  });
});
