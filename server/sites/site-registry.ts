/**
 * Every published site, found by host name. Loaded from the fixtures folder (or, given
 * `loadSites`, the content store) at start and loaded again, as a whole, when a file changes
 * under `npm run dev` or an owner publishes.
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
  /**
   * Where the sites come from, when not the fixture folders: the content store's published
   * documents (server/content/ `storedSites`). Called on load and on every reload.
   */
  loadSites?: () => Promise<Site[]>;
}

export class SiteRegistry {
  readonly options: SiteRegistryOptions;
  #byId = new Map<string, Site>();
  #byHost = new Map<string, Site>();
  #running: Promise<void> = Promise.resolve();
  #queued: Promise<void> | undefined;

  private constructor(options: SiteRegistryOptions) {
    this.options = options;
  }

  static async load(options: SiteRegistryOptions): Promise<SiteRegistry> {
    const registry = new SiteRegistry(options);
    await registry.reload();
    return registry;
  }

  /**
   * Reads every site again; requests keep the old sites until the new ones are complete.
   * Reloads run one at a time, so an older read never replaces a newer one; a call while one
   * runs queues one more, which later calls join.
   */
  reload(): Promise<void> {
    if (this.#queued) return this.#queued;
    const next = this.#running
      .catch(() => {})
      .then(() => {
        this.#queued = undefined;
        return this.#reloadNow();
      });
    this.#queued = next;
    this.#running = next;
    return next;
  }

  async #reloadNow(): Promise<void> {
    const sites = await (this.options.loadSites ?? (() => loadFixtureSites(this.options)))();
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

/** Every site folder of `fixturesDir`, each loaded as a site: what a registry without `loadSites` serves. */
export async function loadFixtureSites({ fixturesDir, templatesDir }: SiteRegistryOptions): Promise<Site[]> {
  const entries = await readdir(fixturesDir, { withFileTypes: true });
  const dirs = entries
    .filter((e) => e.isDirectory())
    .map((e) => join(fixturesDir, e.name))
    .sort();
  return Promise.all(dirs.map((dir) => loadSite(dir, templatesDir)));
}
