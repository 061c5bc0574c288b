/** Reads every `*.json` file of a folder, in file-name order, naming the file in parse errors. */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { unstorableTextPath } from '../../domain';

export async function readJsonFile<T>(path: string): Promise<T> {
  return parseJsonFile(path, await readFile(path, 'utf8')) as T;
}

/**
 * A site folder's JSON file parsed, or an error naming the file and what is wrong: text that is
 * not JSON, or a string holding a NUL or an unpaired surrogate (named by its path in the file),
 * which no database column keeps and which an owner's save is refused for.
 */
export function parseJsonFile(path: string, text: string): unknown {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new Error(`${path} is not valid JSON: ${(error as Error).message}`);
  }
  const field = unstorableTextPath(value);
  if (field)
    throw new Error(
      `${path}: ${field.join('.') || 'the text'} holds a character that is not allowed (a NUL or an unpaired surrogate).`,
    );
  return value;
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
