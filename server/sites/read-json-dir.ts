/** Reads every `*.json` file of a folder, in file-name order, naming the file in parse errors. */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

export async function readJsonFile<T>(path: string): Promise<T> {
  const text = await readFile(path, 'utf8');
  try {
    return JSON.parse(text) as T;
  } catch (error) {
    throw new Error(`${path} is not valid JSON: ${(error as Error).message}`);
  }
}

/** The file's JSON, or undefined when there is no such file. */
export async function readOptionalJsonFile<T>(path: string): Promise<T | undefined> {
  try {
    return await readJsonFile<T>(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

export async function readJsonDir<T>(dir: string): Promise<T[]> {
  return (await readNamedJsonDir<T>(dir)).map((entry) => entry.value);
}

/** The same, with each value's path, for messages that name the file. */
export async function readNamedJsonDir<T>(dir: string): Promise<{ path: string; value: T }[]> {
  let names: string[];
  try {
    names = (await readdir(dir)).filter((n) => n.endsWith('.json')).sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return Promise.all(
    names.map(async (name) => ({ path: join(dir, name), value: await readJsonFile<T>(join(dir, name)) })),
  );
}
