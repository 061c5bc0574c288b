/** Screenshots kept as test artifacts in test-artifacts/screenshots/ (git-ignored). */
import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';

export const SCREENSHOT_DIR = fileURLToPath(new URL('../../../test-artifacts/screenshots/', import.meta.url));

/** Saves a full-page PNG named after `name` and returns its path. */
export async function saveScreenshot(page: Page, name: string): Promise<string> {
  await mkdir(SCREENSHOT_DIR, { recursive: true });
  const file = `${SCREENSHOT_DIR}${name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}.png`;
  await page.screenshot({ path: file, fullPage: true });
  return file;
}
