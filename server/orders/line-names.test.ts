import { describe, expect, it } from 'vitest';
import { siteLanguage } from '../../domain';
import { fixtureSite } from '../render-page';
import { lineNamesIn } from './line-names';

describe('an order line’s product name in the reader’s language', () => {
  it('is the translated title while the product keeps the stored name, else what was stored', async () => {
    const demo = await fixtureSite('demo');
    const french = lineNamesIn(demo, siteLanguage('fr-FR'));
    const jacket = 'prod-canvas-field-jacket';
    expect(french(jacket, 'Canvas Field Jacket')).toBe('Veste de terrain en toile');
    // Renamed since the order, or no longer sold: the order keeps what was bought.
    expect(french(jacket, 'Canvas Jacket (2025)')).toBe('Canvas Jacket (2025)');
    expect(french('prod-gone', 'Old Lamp')).toBe('Old Lamp');
    expect(lineNamesIn(demo, undefined)(jacket, 'Canvas Field Jacket')).toBe('Canvas Field Jacket');
  });
});
