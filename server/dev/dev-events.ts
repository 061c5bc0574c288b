/**
 * Tells open browser tabs to reload under `npm run dev`. Each server process has a boot id:
 * a tab that reconnects after a server restart sees a new id and reloads itself.
 */
import { randomUUID } from 'node:crypto';

export type DevListener = (event: 'reload') => void;

export class DevEvents {
  readonly bootId = randomUUID();
  #listeners = new Set<DevListener>();

  subscribe(listener: DevListener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  reload(): void {
    for (const listener of this.#listeners) listener('reload');
  }
}
