/**
 * A partial- and macro-heavy layout: header, navigation, footer and newsletter partials, a
 * card macro applied to 24 items with arguments, a price macro inside it, and a link macro
 * for every navigation and footer link.
 */
import { money, type BenchPage } from './types';

const navigation = ['Home', 'Shop', 'Journal', 'Events', 'About & Contact', 'Stockists'].map((title, i) => ({
  title,
  url: i === 0 ? '/' : `/${title.toLowerCase().replace(/[^a-z]+/g, '-')}`,
  active: i === 1,
}));

const cards = Array.from({ length: 24 }, (_, i) => ({
  title: `Card ${i} <${['new', 'classic', 'staff pick'][i % 3]}>`,
  url: `/shop/p/card-${i}`,
  image: `https://images.example.com/cards/${i}.jpg`,
  summary: `Small batch & hand finished, item ${i} of the autumn range.`,
  price: money(1200 + i * 345),
  featured: i % 6 === 0,
}));

const footer = [
  { heading: 'Help', links: ['Shipping', 'Returns', 'Sizing', 'Care'] },
  { heading: 'Company', links: ['About', 'Press', 'Jobs', 'Wholesale'] },
  { heading: 'Follow', links: ['Instagram', 'Newsletter', 'Journal'] },
].map((column) => ({
  heading: column.heading,
  links: column.links.map((title) => ({ title, url: `/${title.toLowerCase()}`, active: false })),
}));

export const layoutPage: BenchPage = {
  name: 'partials + macros',
  data: { website: { siteTitle: 'Field & Co', tagline: 'Goods for <weather>' }, navigation, cards, footer, year: 2026 },
  jsonTemplate: `{.macro link}<a href="{url|htmlattr}"{.if active} class="active" aria-current="page"{.end}>{title|html}</a>{.end}
{.macro price}<span class="price">{@|money}</span>{.end}
{.macro card}<article class="card{.if featured} card--featured{.end}"><a href="{url|htmlattr}"><img src="{image}?format=500w" alt="{title|htmlattr}"></a><h3>{@|apply link}</h3><p>{summary|html}</p>{price|apply price}{.if @args.cta}<a class="button" href="{url|htmlattr}">{@args.cta|html}</a>{.end}</article>{.end}
<!doctype html><html><body>
{website|apply header}
<main><h1>{website.tagline|html}</h1>
<div class="grid">{.repeated section cards}{@|apply card cta=Add}{.end}</div>
{website|apply newsletter}
</main>
{@|apply footer}
</body></html>
`,
  partials: {
    header: '<header class="site-header"><a class="logo" href="/">{siteTitle|html}</a>{navigation|apply nav}</header>',
    nav: '<nav><ul>{.repeated section @}<li>{@|apply link}</li>{.end}</ul></nav>',
    newsletter:
      '<form class="newsletter" action="/subscribe" method="post"><label>Letters from {siteTitle|html}</label><input type="email" name="email"><button>Subscribe</button></form>',
    footer:
      '<footer>{.repeated section footer}<section><h4>{heading|html}</h4><ul>{.repeated section links}<li>{@|apply link}</li>{.end}</ul></section>{.end}<p>© {year} {website.siteTitle|html}</p></footer>',
  },
  handlebars: `{{#*inline "link"}}<a href="{{url}}"{{#if active}} class="active" aria-current="page"{{/if}}>{{title}}</a>{{/inline}}
{{#*inline "price"}}<span class="price">{{money this}}</span>{{/inline}}
{{#*inline "card"}}<article class="card{{#if featured}} card--featured{{/if}}"><a href="{{url}}"><img src="{{image}}?format=500w" alt="{{title}}"></a><h3>{{> link}}</h3><p>{{summary}}</p>{{> price price}}{{#if cta}}<a class="button" href="{{url}}">{{cta}}</a>{{/if}}</article>{{/inline}}
<!doctype html><html><body>
{{> header website navigation=navigation}}
<main><h1>{{website.tagline}}</h1>
<div class="grid">{{#each cards}}{{> card cta="Add"}}{{/each}}</div>
{{> newsletter website}}
</main>
{{> footer}}
</body></html>
`,
  handlebarsPartials: {
    header: '<header class="site-header"><a class="logo" href="/">{{siteTitle}}</a>{{> nav navigation}}</header>',
    nav: '<nav><ul>{{#each this}}<li>{{> link}}</li>{{/each}}</ul></nav>',
    newsletter:
      '<form class="newsletter" action="/subscribe" method="post"><label>Letters from {{siteTitle}}</label><input type="email" name="email"><button>Subscribe</button></form>',
    footer:
      '<footer>{{#each footer}}<section><h4>{{heading}}</h4><ul>{{#each links}}<li>{{> link}}</li>{{/each}}</ul></section>{{/each}}<p>© {{year}} {{website.siteTitle}}</p></footer>',
  },
};
