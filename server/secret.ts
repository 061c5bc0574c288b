/**
 * The key that signs unlock cookies: COOKIE_SECRET when set (every process of a deployment
 * must share it), else one made on first start and kept in the data folder, so a restart does
 * not lock visitors out again.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export async function loadSecret(dataDir: string): Promise<string> {
  if (process.env.COOKIE_SECRET) return process.env.COOKIE_SECRET;
  const path = join(dataDir, 'cookie-secret');
  const existing = await readFile(path, 'utf8').catch(() => '');
  if (existing.trim()) return existing.trim();
  const secret = randomBytes(32).toString('hex');
  await mkdir(dataDir, { recursive: true });
  await writeFile(path, secret, { mode: 0o600 });
  return secret;
}
