import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SiteRegistry } from './site-registry';

const source = fileURLToPath(new URL('../../test/integration/fixtures', import.meta.url));
let dir: string;
let registry: SiteRegistry;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'sites-'));
  await cp(source, dir, { recursive: true });
  registry = await SiteRegistry.load({ fixturesDir: join(dir, 'sites'), templatesDir: join(dir, 'templates') });
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('SiteRegistry', () => {
  it('finds sites by host, the default one also on local hosts', () => {
    expect(registry.byHost('tiny.localhost')?.id).toBe('tiny');
    expect(registry.byHost('localhost')?.id).toBe('tiny');
    expect(registry.byHost('127.0.0.1')?.id).toBe('tiny');
    expect(registry.byHost('other.localhost')?.id).toBe('other');
    expect(registry.byHost('elsewhere.example')).toBeUndefined();
  });

  it('computes item urls and rewrites asset links to hashed names', () => {
    const mug = registry.byId('tiny')!.collections.get('shop')!.items[0];
    expect(mug.fullUrl).toBe('/shop/mug');
    expect(mug.collectionId).toBe('col-shop');
    expect(mug.assetUrl).toMatch(/^\/assets\/mug\.[0-9a-f]{10}\.svg$/);
  });

  it('compiles each template once', () => {
    const templates = registry.byId('tiny')!.templates;
    expect(templates.get('pages/page.html')).toBe(templates.get('pages/page.html'));
    expect(templates.partials.card).toContain('class="card"');
  });

  it('serves changed templates and stylesheets after a reload', async () => {
    const before = registry.byId('tiny')!;
    await writeFile(join(dir, 'templates/pages/page.html'), '<h1 class="changed">{collection.title}</h1>');
    await writeFile(join(dir, 'templates/assets/site.css'), 'body { color: red; }');
    await registry.reload();
    const after = registry.byId('tiny')!;
    expect(after).not.toBe(before);
    expect(after.templates.get('pages/page.html')!.render({ collection: { title: 'About' } }).output).toBe(
      '<h1 class="changed">About</h1>',
    );
    expect(after.assets.url('site.css')).not.toBe(before.assets.url('site.css'));
  });
});
