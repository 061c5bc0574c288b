/**
 * Every published site, found by host name. Loaded from the fixtures folder at start and
 * loaded again, as a whole, when a file changes under `npm run dev`.
 */
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { loadSite } from './load-site';
import { LOCAL_HOSTS } from './host';
import type { Site } from './types';

export interface SiteRegistryOptions {
  /** Folder of site folders. @default fixtures/sites */
  fixturesDir: string;
  /** The default template set. @default templates */
  templatesDir: string;
}

export class SiteRegistry {
  readonly options: SiteRegistryOptions;
  #byId = new Map<string, Site>();
  #byHost = new Map<string, Site>();

  private constructor(options: SiteRegistryOptions) {
    this.options = options;
  }

  static async load(options: SiteRegistryOptions): Promise<SiteRegistry> {
    const registry = new SiteRegistry(options);
    await registry.reload();
    return registry;
  }

  /** Reads every site again; requests keep the old sites until the new ones are complete. */
  async reload(): Promise<void> {
    const { fixturesDir, templatesDir } = this.options;
    const entries = await readdir(fixturesDir, { withFileTypes: true });
    const dirs = entries
      .filter((e) => e.isDirectory())
      .map((e) => join(fixturesDir, e.name))
      .sort();
    const sites = await Promise.all(dirs.map((dir) => loadSite(dir, templatesDir)));
    const byId = new Map<string, Site>();
    const byHost = new Map<string, Site>();
    for (const site of sites) {
      byId.set(site.id, site);
      for (const host of site.hosts) byHost.set(host, site);
    }
    const fallback = sites.find((s) => s.isDefault);
    if (fallback) for (const host of LOCAL_HOSTS) if (!byHost.has(host)) byHost.set(host, fallback);
    this.#byId = byId;
    this.#byHost = byHost;
  }

  byHost(host: string): Site | undefined {
    return this.#byHost.get(host);
  }

  byId(id: string): Site | undefined {
    return this.#byId.get(id);
  }

  all(): Site[] {
    return [...this.#byId.values()];
  }
}
