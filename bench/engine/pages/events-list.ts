/**
 * An events list: 40 events grouped under a heading, each with a day badge, start and end
 * times, a location block with a fallback, a ticket price or "Free", and past events dimmed.
 */
import { BASE_DATE, DAY, money, type BenchPage } from './types';

const VENUES = [
  { name: 'The Loft', address: '12 Mill St.', city: 'Portland' },
  { name: 'Riverside Hall', address: '4 Water Lane', city: 'Bristol' },
  null,
];
const KINDS = ['Workshop', 'Open studio', 'Talk & tasting', 'Market'];

const events = Array.from({ length: 40 }, (_, i) => {
  const startDate = BASE_DATE + (i - 8) * 2 * DAY + (i % 5) * 3_600_000;
  return {
    id: `event-${i}`,
    title: `${KINDS[i % KINDS.length]}: <${i % 2 ? 'indigo' : 'sashiko'}> basics ${i}`,
    fullUrl: `/events/${i}-${KINDS[i % KINDS.length].toLowerCase().replace(/[^a-z]+/g, '-')}`,
    startDate,
    endDate: startDate + (2 + (i % 3)) * 3_600_000,
    past: i < 8,
    location: VENUES[i % VENUES.length],
    price: i % 4 === 0 ? null : money(1500 + (i % 6) * 500),
    seatsLeft: (i * 3) % 11,
  };
});

export const eventsListPage: BenchPage = {
  name: 'events list',
  data: { collection: { title: 'Upcoming & past events' }, items: events },
  jsonTemplate: `<section class="events">
<h1>{collection.title|html}</h1>
<ol class="event-list">
{.repeated section items}<li class="event{.if past} event--past{.end}" data-index="{@index0}">
<div class="day"><span class="month">{startDate|date %b}</span><span class="date">{startDate|date %d}</span></div>
<h2><a href="{fullUrl|htmlattr}">{title|html}</a></h2>
<p class="when"><time datetime="{startDate|date %Y-%m-%dT%H:%M}">{startDate|date %A, %B %d}</time>, {startDate|date %I:%M %p} – {endDate|date %I:%M %p}</p>
{.section location}<address>{name|html}<br>{address|html}, {city|html}</address>{.or}<p class="online">Online event</p>{.end}
<p class="price">{.section price}{@|money}{.or}Free{.end}</p>
{.if past}<span class="badge">Ended</span>{.or}{.if seatsLeft}<span class="seats">{seatsLeft} seat{seatsLeft|pluralize} left</span>{.or}<span class="badge">Sold out</span>{.end}{.end}
</li>
{.end}</ol>
</section>
`,
  handlebars: `<section class="events">
<h1>{{collection.title}}</h1>
<ol class="event-list">
{{#each items}}<li class="event{{#if past}} event--past{{/if}}" data-index="{{@index}}">
<div class="day"><span class="month">{{date startDate "%b"}}</span><span class="date">{{date startDate "%d"}}</span></div>
<h2><a href="{{fullUrl}}">{{title}}</a></h2>
<p class="when"><time datetime="{{date startDate "%Y-%m-%dT%H:%M"}}">{{date startDate "%A, %B %d"}}</time>, {{date startDate "%I:%M %p"}} – {{date endDate "%I:%M %p"}}</p>
{{#with location}}<address>{{name}}<br>{{address}}, {{city}}</address>{{else}}<p class="online">Online event</p>{{/with}}
<p class="price">{{#if price}}{{money price}}{{else}}Free{{/if}}</p>
{{#if past}}<span class="badge">Ended</span>{{else}}{{#if seatsLeft}}<span class="seats">{{seatsLeft}} seat{{pluralize seatsLeft}} left</span>{{else}}<span class="badge">Sold out</span>{{/if}}{{/if}}
</li>
{{/each}}</ol>
</section>
`,
};
