/**
 * The store page of issue 14 (about 64 KB of markup): navigation links with an active
 * state, 60 products, widths lists from `.var` for two srcsets per product with
 * `.alternates with`, htmlattr and html escaping on every value, `count`, `@index0`, alt
 * text with a `.section … .or` fallback, badges and prices.
 */
import { money, type BenchPage } from './types';

const CATEGORIES = ['All', 'Jackets', 'Shirts', 'Knitwear', 'Bags & Belts', 'Gifts', 'Sale'];
const NAMES = ['Canvas Jacket', 'Oxford Shirt', 'Shetland Sweater', 'Market Tote', 'Belt & Buckle', 'Gift Card'];

const products = Array.from({ length: 60 }, (_, i) => {
  const price = 2500 + ((i * 1931) % 40000);
  return {
    id: `item-${i}`,
    title: `${NAMES[i % NAMES.length]} <${i}>`,
    url: `/store/p/${NAMES[i % NAMES.length].toLowerCase().replace(/[^a-z]+/g, '-')}-${i}`,
    category: CATEGORIES[1 + (i % 5)],
    image: {
      assetUrl: `https://images.example.com/store/${i}/a.jpg`,
      altText: i % 4 === 3 ? '' : `${NAMES[i % NAMES.length]} & friends, photo ${i}`,
    },
    hover: i % 2 === 0 ? { assetUrl: `https://images.example.com/store/${i}/b.jpg` } : null,
    price: money(price),
    salePrice: i % 5 === 2 ? money(Math.round(price * 0.7)) : null,
    isNew: i % 7 === 1,
    soldOut: i % 11 === 5,
    colors: ['Ink', 'Stone', 'Olive', 'Rust'].slice(0, 1 + (i % 4)),
  };
});

export const storePage: BenchPage = {
  name: 'store page (held out)',
  data: {
    website: { siteTitle: 'Field & Co — "the store"' },
    navigation: CATEGORIES.map((title, i) => ({
      title,
      url: i ? `/store/${title.toLowerCase().replace(/[^a-z]+/g, '-')}` : '/store',
      active: i === 2,
    })),
    widths: ['300w', '500w', '750w', '1000w', '1500w', '2000w'],
    hoverWidths: ['500w', '1000w'],
    products,
  },
  jsonTemplate: `<div class="store">
<nav class="categories" aria-label="{website.siteTitle|htmlattr}"><ul>{.repeated section navigation}<li class="nav-item{.if active} nav-item--active{.end}"><a href="{url|htmlattr}"{.if active} aria-current="page"{.end} data-position="{@index0}">{title|html}</a></li>{.end}</ul></nav>
<p class="count">{products|count} products</p>
<ul class="grid">
{.repeated section products}{.var @widths widths}<li class="grid-item{.if soldOut} sold-out{.end}" id="{id|htmlattr}" data-index="{@index0}">
<a class="grid-link" href="{url|htmlattr}" title="{title|htmlattr}">
<img class="primary" src="{image.assetUrl|htmlattr}?format=750w" srcset="{.repeated section @widths}{image.assetUrl|htmlattr}?format={@} {@}{.alternates with}, {.end}" sizes="(max-width: 640px) 50vw, 25vw" alt="{.section image.altText}{@|htmlattr}{.or}{title|htmlattr}{.end}" loading="{.if @index0}lazy{.or}eager{.end}">
{.section hover}{.var @hover hoverWidths}<img class="hover" src="{assetUrl|htmlattr}?format=500w" srcset="{.repeated section @hover}{assetUrl|htmlattr}?format={@} {@}{.alternates with}, {.end}" alt="">{.end}
</a>
<div class="badges">{.if isNew}<span class="badge badge--new">New</span>{.end}{.section salePrice}<span class="badge badge--sale">Sale</span>{.end}{.if soldOut}<span class="badge badge--sold-out">Sold out</span>{.end}</div>
<h2 class="grid-title"><a href="{url|htmlattr}">{title|html}</a></h2>
<p class="grid-meta">{category|html} · {colors|count} colours: {.repeated section colors}<span class="swatch" title="{@|htmlattr}">{@|html}</span>{.alternates with}, {.end}</p>
<p class="grid-price">{.section salePrice}<del>{price|money}</del> <ins>{@|money}</ins>{.or}{price|money}{.end}</p>
</li>
{.end}</ul>
</div>
`,
  handlebars: `<div class="store">
<nav class="categories" aria-label="{{website.siteTitle}}"><ul>{{#each navigation}}<li class="nav-item{{#if active}} nav-item--active{{/if}}"><a href="{{url}}"{{#if active}} aria-current="page"{{/if}} data-position="{{@index}}">{{title}}</a></li>{{/each}}</ul></nav>
<p class="count">{{products.length}} products</p>
<ul class="grid">
{{#each products}}<li class="grid-item{{#if soldOut}} sold-out{{/if}}" id="{{id}}" data-index="{{@index}}">
<a class="grid-link" href="{{url}}" title="{{title}}">
<img class="primary" src="{{image.assetUrl}}?format=750w" srcset="{{#each @root.widths}}{{../image.assetUrl}}?format={{this}} {{this}}{{#unless @last}}, {{/unless}}{{/each}}" sizes="(max-width: 640px) 50vw, 25vw" alt="{{#if image.altText}}{{image.altText}}{{else}}{{title}}{{/if}}" loading="{{#if @index}}lazy{{else}}eager{{/if}}">
{{#with hover}}<img class="hover" src="{{assetUrl}}?format=500w" srcset="{{#each @root.hoverWidths}}{{../assetUrl}}?format={{this}} {{this}}{{#unless @last}}, {{/unless}}{{/each}}" alt="">{{/with}}
</a>
<div class="badges">{{#if isNew}}<span class="badge badge--new">New</span>{{/if}}{{#if salePrice}}<span class="badge badge--sale">Sale</span>{{/if}}{{#if soldOut}}<span class="badge badge--sold-out">Sold out</span>{{/if}}</div>
<h2 class="grid-title"><a href="{{url}}">{{title}}</a></h2>
<p class="grid-meta">{{category}} · {{colors.length}} colours: {{#each colors}}<span class="swatch" title="{{this}}">{{this}}</span>{{#unless @last}}, {{/unless}}{{/each}}</p>
<p class="grid-price">{{#if salePrice}}<del>{{money price}}</del> <ins>{{money salePrice}}</ins>{{else}}{{money price}}{{/if}}</p>
</li>
{{/each}}</ul>
</div>
`,
};
