/**
 * bench/engine gives the reference engine our money formatting (issue 28): its `money`
 * formatter is the domain's formatMoney, registered on its Compiler, so both engines print
 * the same price text on the six bench pages with the same code.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { engines } from '../../bench/engine/engines';
import { pages } from '../../bench/engine/pages';
import { oursMoneyText, referenceProps } from '../../bench/engine/reference-money';

const require = createRequire(import.meta.url);
const [ours, reference] = engines;
const PRICE = /-?[$€£¥][\d,]+(?:\.\d+)?/g;
const pricesOf = (html: string) => html.match(PRICE) ?? [];

describe('bench/engine: the reference formats money with our formatter', () => {
  it('takes the six page shapes', () => {
    expect(pages).toHaveLength(6);
    expect(reference.name).toBe('@squarespace/template-engine');
  });

  for (const page of pages) {
    it(`prints the same prices as ours on ${page.name}`, () => {
      const oursPrices = pricesOf(ours.render(ours.compile(page), page));
      const referencePrices = pricesOf(reference.render(reference.compile(page), page));
      expect(referencePrices).toEqual(oursPrices);
      // Every page but the blog list prints prices; an empty list would compare nothing.
      if (page.jsonTemplate.includes('money') || Object.values(page.partials ?? {}).some((p) => p.includes('money')))
        expect(oursPrices.length).toBeGreaterThan(10);
    });
  }

  it('is our formatMoney, not the reference CLDR formatter', () => {
    const { Compiler } = require('@squarespace/template-engine') as {
      Compiler: new (
        props?: unknown,
      ) => {
        parse(source: string): { code: unknown };
        execute(props: object): { ctx: { render(): string } };
      };
    };
    const { CLDRFramework } = require('@phensley/cldr') as {
      CLDRFramework: new (o: { loader: (l: string) => unknown }) => { get(l: string): unknown };
    };
    const cldr = new CLDRFramework({
      loader: (language) => JSON.parse(readFileSync(require.resolve(`@phensley/cldr/packs/${language}.json`), 'utf8')),
    }).get('en-US');
    const render = (compiler: InstanceType<typeof Compiler>, m: unknown) =>
      compiler.execute({ code: compiler.parse('{m|money}').code, json: { m }, cldr }).ctx.render();
    const withOurs = new Compiler(referenceProps);
    const withCldr = new Compiler();

    const nodes = [
      { value: '1234.565', currency: 'USD' },
      { decimalValue: '-3.5', currencyCode: 'EUR' },
      { value: '12', currency: 'JPY' },
      { value: 12.345, currency: 'USD' },
      { value: '12.5', currency: 'XYZ' },
    ];
    expect(nodes.map((m) => render(withOurs, m))).toEqual(nodes.map(oursMoneyText));
    expect(nodes.map((m) => render(withOurs, m))).toEqual(['$1,234.56', '-€3.50', '¥12', '$12.34', '']);
    // A currency code that is not ISO 4217: ours prints nothing, CLDR prints the number.
    expect(render(withCldr, nodes[4])).not.toBe(render(withOurs, nodes[4]));
  });
});
