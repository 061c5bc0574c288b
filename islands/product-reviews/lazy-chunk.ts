/**
 * Spec §7: a lazily loaded script chunk (the product reviews among them) that has not arrived
 * after the load time-out is given up, so a stalled request never leaves the page waiting:
 * the island keeps its server-rendered HTML.
 */
import { LAZY_CHUNK_TIMEOUT_MS } from '../../domain';

export function withLoadTimeout<T>(
  load: () => Promise<T>,
  name: string,
  ms: number = LAZY_CHUNK_TIMEOUT_MS,
): () => Promise<T> {
  return () =>
    new Promise<T>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`The ${name} chunk did not load within ${ms / 1000} seconds.`)),
        ms,
      );
      load().then(
        (value) => {
          clearTimeout(timer);
          resolve(value);
        },
        (error: unknown) => {
          clearTimeout(timer);
          reject(error);
        },
      );
    });
}
