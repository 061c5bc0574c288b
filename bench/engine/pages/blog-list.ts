/**
 * A blog list: 30 posts with an author, a date, a cut excerpt, tag and category links, a
 * comment count with its plural, and a featured image when the post has one.
 */
import { BASE_DATE, DAY, type BenchPage } from './types';

const WORDS =
  'Our studio spent the season testing linen, wool and waxed canvas in the rain & sun; here is what held up, what faded, and what we will make again next year'.split(
    ' ',
  );
const AUTHORS = ['Ada Lovelace', 'Grace Hopper', 'Ken Thompson', 'Barbara Liskov'];
const TAGS = ['process', 'materials', 'studio', 'travel', 'care'];

function excerpt(i: number): string {
  const words: string[] = [];
  for (let w = 0; w < 40 + (i % 20); w++) words.push(WORDS[(i * 7 + w * 3) % WORDS.length]);
  return `<p>${words.join(' ')}.</p>`;
}

const posts = Array.from({ length: 30 }, (_, i) => ({
  id: `post-${i}`,
  title: `Field notes #${i}: ${WORDS[i % WORDS.length]} & ${WORDS[(i + 5) % WORDS.length]}`,
  fullUrl: `/journal/field-notes-${i}`,
  publishOn: BASE_DATE - i * 3 * DAY - i * 3_600_000,
  author: { displayName: AUTHORS[i % AUTHORS.length], url: `/journal/authors/${i % AUTHORS.length}` },
  excerpt: excerpt(i),
  tags: TAGS.filter((_, t) => (i + t) % 2 === 0),
  categories: i % 3 === 0 ? ['News'] : [],
  commentCount: i % 5,
  assetUrl: i % 3 === 1 ? '' : `https://images.example.com/journal/${i}/cover.jpg`,
}));

export const blogListPage: BenchPage = {
  name: 'blog list',
  data: { collection: { title: 'Journal', fullUrl: '/journal' }, items: posts },
  jsonTemplate: `<main class="blog-list">
<h1>{collection.title|html}</h1>
{.repeated section items}<article class="post" id="{id}">
{.if assetUrl}<a href="{fullUrl|htmlattr}"><img src="{assetUrl}?format=750w" alt="{title|htmlattr}"></a>{.end}
<h2><a href="{fullUrl|htmlattr}">{title|html}</a></h2>
<p class="meta">By <a href="{author.url|htmlattr}">{author.displayName|html}</a> on <time datetime="{publishOn|date %Y-%m-%d}">{publishOn|date %B %d, %Y}</time></p>
<div class="excerpt">{excerpt|safe|truncate 160|html}</div>
{.section categories}<p class="categories">{.repeated section @}<a href="{collection.fullUrl}?category={@|url-encode}">{@|html}</a>{.end}</p>{.end}
<p class="tags">{.repeated section tags}<a href="{collection.fullUrl}?tag={@|url-encode}">#{@|html}</a>{.alternates with}, {.end}</p>
<a class="comments" href="{fullUrl|htmlattr}#comments">{commentCount} comment{commentCount|pluralize}</a>
</article>
{.end}</main>
`,
  handlebars: `<main class="blog-list">
<h1>{{collection.title}}</h1>
{{#each items}}<article class="post" id="{{id}}">
{{#if assetUrl}}<a href="{{fullUrl}}"><img src="{{assetUrl}}?format=750w" alt="{{title}}"></a>{{/if}}
<h2><a href="{{fullUrl}}">{{title}}</a></h2>
<p class="meta">By <a href="{{author.url}}">{{author.displayName}}</a> on <time datetime="{{date publishOn "%Y-%m-%d"}}">{{date publishOn "%B %d, %Y"}}</time></p>
<div class="excerpt">{{truncate (safe excerpt) 160}}</div>
{{#if categories.length}}<p class="categories">{{#each categories}}<a href="{{@root.collection.fullUrl}}?category={{urlEncode this}}">{{this}}</a>{{/each}}</p>{{/if}}
<p class="tags">{{#each tags}}<a href="{{@root.collection.fullUrl}}?tag={{urlEncode this}}">#{{this}}</a>{{#unless @last}}, {{/unless}}{{/each}}</p>
<a class="comments" href="{{fullUrl}}#comments">{{commentCount}} comment{{pluralize commentCount}}</a>
</article>
{{/each}}</main>
`,
};
