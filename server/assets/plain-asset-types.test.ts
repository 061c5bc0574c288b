import { describe, expect, it } from 'vitest';
import { PLAIN_ASSET_EXTENSIONS } from '../../domain';
import { contentType } from './content-type';

// Editors change the asset files domain/site-code.ts calls plain: each must be served as an
// image, font or sound a browser never runs (SVG is markup, so not among them).
describe('plain asset types', () => {
  it('are served as images, fonts or audio, never as markup or script', () => {
    for (const extension of PLAIN_ASSET_EXTENSIONS) {
      const type = contentType(`file${extension}`);
      expect([extension, type]).toEqual([extension, expect.stringMatching(/^(image\/(?!svg)|font\/|audio\/)/)]);
    }
  });
});
