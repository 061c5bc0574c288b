/**
 * `{@|category-name}`: the category in the page's language, from the item's `categoryNames`,
 * else the page collection's, else the category itself; the category itself stays what
 * classes and links are made of.
 */
import { describe, expect, it } from 'vitest';
import { renderTemplate } from '../engine';
import { storefrontRegistry } from './registry';

const render = (source: string, data: unknown) => {
  const { output, errors } = renderTemplate(source, data, { registry: storefrontRegistry });
  expect(errors).toEqual([]);
  return output;
};
const LINKS =
  '{.repeated section items}{.repeated section categories}<a class="category-{@|slugify}" href="?category={@|url-encode}">{@|category-name}</a>{.end};{.end}';

describe('category-name', () => {
  it("shows each item's translation and links by the original; an item without one keeps its words", () => {
    const items = [
      { categories: ['Apparel', 'Gifts'], categoryNames: { Apparel: 'Vêtements' } },
      // Its own (empty) names win over the page collection's: it may be another collection's item.
      { categories: ['Apparel'], categoryNames: {} },
    ];
    expect(render(LINKS, { items, collection: { categoryNames: { Apparel: 'Habits' } } })).toBe(
      '<a class="category-apparel" href="?category=Apparel">Vêtements</a><a class="category-gifts" href="?category=Gifts">Gifts</a>;<a class="category-apparel" href="?category=Apparel">Apparel</a>;',
    );
  });

  it("reads the page collection's names where the item's are not on the way, and prints the category on a page in its own language", () => {
    const item = { categories: ['Apparel', '__proto__'], categoryNames: { Apparel: 'Vêtements' } };
    const source = '{.repeated section item.categories}{@|category-name}{.alternates with}, {.end}';
    expect(render(source, { item, collection: { categoryNames: { Apparel: 'Vêtements' } } })).toBe(
      'Vêtements, __proto__',
    );
    expect(render(source, { item: { categories: ['Apparel'] }, collection: {} })).toBe('Apparel');
  });
});
