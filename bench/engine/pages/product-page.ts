/**
 * A product page: one product with 24 variants (a table and a select), 8 images with
 * srcsets, option lists, variant JSON in a data attribute, reviews with dates and related
 * products with prices: many different formatters on one page.
 */
import { BASE_DATE, DAY, money, type BenchPage } from './types';

const SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL'];
const COLORS = ['Indigo', 'Sand', 'Rust & Clay', 'Moss'];
const WIDTHS = ['300w', '500w', '750w', '1000w', '1500w'];

const variants = SIZES.flatMap((size, s) =>
  COLORS.map((color, c) => ({
    sku: `JKT-${s}${c}`,
    attributes: { Size: size, Color: color },
    price: money(14900 + s * 1000),
    salePrice: money(11900 + s * 1000),
    onSale: c === 1,
    qtyInStock: (s * 5 + c * 3) % 9,
    unlimited: s === 0 && c === 0,
  })),
);

const product = {
  id: 'prod-1',
  title: 'Waxed Canvas Field Jacket <Limited>',
  fullUrl: '/shop/p/waxed-canvas-field-jacket',
  excerpt:
    '<p>A jacket for weather: waxed cotton canvas, brass snaps & a corduroy collar. Cut roomy enough for a sweater underneath, with two hand pockets, two chest pockets and an inside pocket for a notebook; rewax once a season and it will last for years.</p>',
  tags: ['outerwear', 'waxed canvas', 'made in Portugal'],
  options: [
    { name: 'Size', values: SIZES },
    { name: 'Color', values: COLORS },
  ],
  variants,
  images: Array.from({ length: 8 }, (_, i) => ({
    assetUrl: `https://images.example.com/jacket/${i}.jpg`,
    altText: i % 3 === 2 ? '' : `Field jacket, view ${i + 1}`,
    width: 2000,
    height: 2500,
  })),
  reviews: Array.from({ length: 10 }, (_, i) => ({
    author: `Reviewer ${i} <verified>`,
    rating: 3 + (i % 3),
    date: BASE_DATE - i * 11 * DAY,
    text: `Fits ${i % 2 ? 'true' : 'a little large'} & keeps the rain out. Wore it on ${i + 2} hikes so far.`,
  })),
  related: Array.from({ length: 8 }, (_, i) => ({
    title: `Related item ${i} & co`,
    fullUrl: `/shop/p/related-${i}`,
    price: money(2900 + i * 1234),
  })),
};

export const productPage: BenchPage = {
  name: 'product page',
  data: { website: { siteTitle: 'Field & Co' }, widths: WIDTHS, item: product },
  jsonTemplate: `{.section item}<article class="product-page" id="{id}" data-variants="{variants|json|htmlattr}">
<nav class="breadcrumb"><a href="/">{website.siteTitle|html}</a> / <a href="/shop">Shop</a> / {title|html}</nav>
<div class="gallery">{.repeated section images}{.var @widths widths}<figure class="slide slide-{@index}"><img src="{assetUrl}?format=750w" srcset="{.repeated section @widths}{assetUrl}?format={@} {@}{.alternates with}, {.end}" alt="{.section altText}{@|htmlattr}{.or}{title|htmlattr}{.end}" width="{width}" height="{height}"></figure>{.end}</div>
<h1 class="title">{title|html}</h1>
<p class="slug">{title|slugify}</p>
<div class="excerpt">{excerpt|safe|truncate 120|html}</div>
<p class="count">{variants|count} variants in {options|count} options</p>
{.repeated section options}<fieldset class="option option-{name|slugify}"><legend>{name|html}</legend>{.repeated section values}<label><input type="radio" name="{name|htmlattr}" value="{@|htmlattr}">{@|html}</label>{.end}</fieldset>{.end}
<table class="variants"><tbody>{.repeated section variants}<tr class="{.if onSale}sale{.end}"><td>{sku}</td><td>{attributes.Size|html}</td><td>{attributes.Color|html}</td><td>{.if onSale}<del>{price|money}</del> {salePrice|money}{.or}{price|money}{.end}</td><td>{.if unlimited}In stock{.or}{.if qtyInStock}{qtyInStock} left{.or}Sold out{.end}{.end}</td></tr>{.end}</tbody></table>
<select name="variant">{.repeated section variants}<option value="{sku|htmlattr}">{attributes.Size|html} / {attributes.Color|html} – {.if onSale}{salePrice|money}{.or}{price|money}{.end}</option>{.end}</select>
<p class="tags">{.repeated section tags}<a href="/shop?tag={@|url-encode}">{@|html}</a>{.alternates with} · {.end}</p>
<section class="reviews"><h2>{reviews|count} review{reviews|count|pluralize}</h2>{.repeated section reviews}<blockquote><p>{text|html}</p><footer>{author|html}, {date|date %b %d, %Y}, {rating} star{rating|pluralize}</footer></blockquote>{.end}</section>
<ul class="related">{.repeated section related}<li><a href="{fullUrl|htmlattr}">{title|html}</a> {price|money}</li>{.end}</ul>
</article>{.end}
`,
  handlebars: `{{#with item}}<article class="product-page" id="{{id}}" data-variants="{{json variants}}">
<nav class="breadcrumb"><a href="/">{{@root.website.siteTitle}}</a> / <a href="/shop">Shop</a> / {{title}}</nav>
<div class="gallery">{{#each images}}<figure class="slide slide-{{inc @index}}"><img src="{{assetUrl}}?format=750w" srcset="{{#each @root.widths}}{{../assetUrl}}?format={{this}} {{this}}{{#unless @last}}, {{/unless}}{{/each}}" alt="{{#if altText}}{{altText}}{{else}}{{../title}}{{/if}}" width="{{width}}" height="{{height}}"></figure>{{/each}}</div>
<h1 class="title">{{title}}</h1>
<p class="slug">{{slugify title}}</p>
<div class="excerpt">{{truncate (safe excerpt) 120}}</div>
<p class="count">{{variants.length}} variants in {{options.length}} options</p>
{{#each options}}<fieldset class="option option-{{slugify name}}"><legend>{{name}}</legend>{{#each values}}<label><input type="radio" name="{{../name}}" value="{{this}}">{{this}}</label>{{/each}}</fieldset>{{/each}}
<table class="variants"><tbody>{{#each variants}}<tr class="{{#if onSale}}sale{{/if}}"><td>{{sku}}</td><td>{{attributes.Size}}</td><td>{{attributes.Color}}</td><td>{{#if onSale}}<del>{{money price}}</del> {{money salePrice}}{{else}}{{money price}}{{/if}}</td><td>{{#if unlimited}}In stock{{else}}{{#if qtyInStock}}{{qtyInStock}} left{{else}}Sold out{{/if}}{{/if}}</td></tr>{{/each}}</tbody></table>
<select name="variant">{{#each variants}}<option value="{{sku}}">{{attributes.Size}} / {{attributes.Color}} – {{#if onSale}}{{money salePrice}}{{else}}{{money price}}{{/if}}</option>{{/each}}</select>
<p class="tags">{{#each tags}}<a href="/shop?tag={{urlEncode this}}">{{this}}</a>{{#unless @last}} · {{/unless}}{{/each}}</p>
<section class="reviews"><h2>{{reviews.length}} review{{pluralize reviews.length}}</h2>{{#each reviews}}<blockquote><p>{{text}}</p><footer>{{author}}, {{date date "%b %d, %Y"}}, {{rating}} star{{pluralize rating}}</footer></blockquote>{{/each}}</section>
<ul class="related">{{#each related}}<li><a href="{{fullUrl}}">{{title}}</a> {{money price}}</li>{{/each}}</ul>
</article>{{/with}}
`,
};
