/** Builds the islands test bundle (real and test islands) into test-artifacts/e2e-bundle/. */
import { fileURLToPath } from 'node:url';
import { bundleIslands } from '../../../scripts/build';
import type { Manifest } from '../../../islands/manifest';

const OUT = new URL('../../../test-artifacts/e2e-bundle/', import.meta.url);
export const TEST_ASSETS_DIR = fileURLToPath(new URL('assets/', OUT));

export function buildTestBundle(): Promise<Manifest> {
  return bundleIslands({
    boot: fileURLToPath(new URL('islands-entry.ts', import.meta.url)),
    outdir: TEST_ASSETS_DIR,
    manifestPath: fileURLToPath(new URL('manifest.json', OUT)),
  });
}
