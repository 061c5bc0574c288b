/**
 * Calls back once after a burst of file changes under some folders (editors write a file in
 * several steps; one reload per save is enough). Used by `npm run dev` only.
 */
import { watch } from 'node:fs';
import type { FSWatcher } from 'node:fs';

export interface WatchOptions {
  /** Quiet time before the callback runs. @default 120 */
  debounceMs?: number;
  /** Changed paths (relative to the watched folder) to ignore. */
  ignore?: (path: string) => boolean;
}

export function watchFolders(
  dirs: readonly string[],
  onChange: (paths: string[]) => void,
  options: WatchOptions = {},
): () => void {
  let timer: NodeJS.Timeout | undefined;
  let changed = new Set<string>();
  const watchers: FSWatcher[] = dirs.map((dir) =>
    watch(dir, { recursive: true }, (_event, file) => {
      const path = file ? `${dir}/${file}` : dir;
      if (options.ignore?.(path)) return;
      changed.add(path);
      clearTimeout(timer);
      timer = setTimeout(() => {
        const paths = [...changed];
        changed = new Set();
        onChange(paths);
      }, options.debounceMs ?? 120);
    }),
  );
  return () => {
    clearTimeout(timer);
    for (const watcher of watchers) watcher.close();
  };
}
