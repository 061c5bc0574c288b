import { describe, expect, it } from 'vitest';
import { collectionPage, itemPage, loadFixtureSite, pageContext } from './fixture-context';
import { islandCalls, renderWithLayout } from './render-with-layout';

const NOW = Date.UTC(2026, 10, 21, 12);
const demo = loadFixtureSite('demo');
const another = loadFixtureSite('another');

function render(
  site: ReturnType<typeof loadFixtureSite>,
  page: { template: string; context: Record<string, unknown> },
) {
  const { html, errors } = renderWithLayout(site.id, page.template, page.context, NOW);
  expect(errors).toEqual([]);
  // A tag that failed to parse prints as literal text; none may reach the page.
  expect(html).not.toMatch(/\{[.@#]|\|html\}|\|htmlattr\}/);
  return html;
}

function count(html: string, needle: string | RegExp): number {
  return html.split(needle).length - 1;
}

describe('every page kind renders inside the layout', () => {
  it('the home page (page 2): head, skip link, navigation, footer newsletter, pill cart', () => {
    const html = render(demo, collectionPage(demo, 'home', NOW));
    expect(html).toContain('<title>Northwind Supply Co.</title>');
    expect(html).toMatch(/<meta name="description" content="Northwind Supply Co.: durable outdoor goods/);
    expect(html).toContain('<link rel="canonical" href="http://demo.localhost/">');
    expect(html).toContain('<link rel="stylesheet" href="/assets/site.0123456789.css">');
    expect(html).toContain('<a class="skip-link" href="#main">Skip to content</a>');
    expect(html).toContain('<main id="main" tabindex="-1">');
    expect(html).toContain('<body class="page-type-2" data-page-type="2">');
    expect(html).toContain('<h1>Gear that gets better with use</h1>');
    expect(html).not.toContain('aria-current');
    expect(html).toMatch(/<form class="newsletter-form" method="post" action="\/api\/form\/SaveFormSubmission">/);
    expect(html).toContain('<input type="hidden" name="formId" value="newsletter">');
    expect(html).toContain('<input type="hidden" name="crumb" value="test-crumb">');
    expect(html).toContain('type="email" autocomplete="email" placeholder="you@example.com" required>');
    expect(html).toContain(
      '<div data-island="pill-cart" data-props-keys="totalQuantity,subtotalCents,subtotalText"></div>',
    );
  });

  it('the shop (collection 1, products): a card per product with badges, prices and images', () => {
    const html = render(demo, collectionPage(demo, 'shop', NOW));
    expect(html).toContain('<title>Shop — Northwind Supply Co.</title>');
    expect(html).toContain('<a href="/shop" aria-current="page">Shop</a>');
    expect(count(html, '<article class="product-card')).toBe(15);
    expect(html).toContain('href="/shop/canvas-field-jacket"');
    expect(html).toContain('<span class="product-badge product-badge--sold-out">Back in autumn</span>');
    expect(html).toContain('<span class="product-badge product-badge--sale">sale</span>');
    expect(html).toMatch(/product-card hentry[^"]*sold-out/);
    expect(html).toContain('srcset="/assets/product-canvas-field-jacket.svg?format=100w 100w');
    expect(html).toContain('width="1000" height="1000"');
    expect(html).toContain('alt="Olive canvas field jacket with four front pockets"');
    expect(html).toContain('$118.00');
    expect(count(html, '>Quick View</button>')).toBe(15);
    expect(html).toContain('<span class="product-price__from">from <span class="money">$96.00</span></span>');
    expect(html).toContain('<span class="money">$22.00</span> every month');
  });

  it('a product page (item 50): images, title, price, scarcity, description', () => {
    const jacket = render(demo, itemPage(demo, 'shop', 'canvas-field-jacket'));
    expect(jacket).toContain('<h1 class="product-title">Canvas Field Jacket</h1>');
    expect(jacket).toContain('<a href="/shop" aria-current="page">Shop</a>');
    expect(count(jacket, '<figure class="product-image">')).toBe(2);
    expect(count(jacket, 'loading="eager"')).toBe(1);
    expect(jacket).toContain('$118.00');
    expect(jacket).toContain('$148.00');
    expect(jacket).toContain('Cut from 10 oz dry-waxed cotton canvas');
    const lantern = render(demo, itemPage(demo, 'shop', 'brass-trail-lantern'));
    expect(lantern).toContain('Only 3 left');
    const backpack = render(demo, itemPage(demo, 'shop', 'waxed-canvas-backpack'));
    expect(backpack).toContain('<span class="product-badge product-badge--sold-out">sold out</span>');
  });

  it('the journal (collection 1, blog) and a post (item 50, blog)', () => {
    const list = render(demo, collectionPage(demo, 'journal', NOW));
    expect(count(list, '<article class="post-card')).toBe(11);
    expect(list).toContain('<time datetime="2025-03-14">March 14, 2025</time>');
    expect(list).toContain('By Maya Lindqvist');
    expect(list).toContain('3 Comments');
    expect(list).toContain('<a href="/journal?category=Gear%20Care">Gear Care</a>');
    const post = render(demo, itemPage(demo, 'journal', 'how-to-re-wax-a-canvas-jacket'));
    expect(post).toContain('<h1 class="post-title">How to Re-Wax a Canvas Jacket</h1>');
    expect(post).toContain('<span class="post-author">Maya Lindqvist</span>');
    // The count links to the post's own comments section.
    expect(post).toMatch(
      /<span class="post-comment-count"><a class="comment-link" href="\/journal\/how-to-re-wax-a-canvas-jacket#(comments-[^"]+)"[^>]*>3 Comments<\/a><\/span>/,
    );
    expect(post).toContain(`id="${/#(comments-[^"]+)"/.exec(post)![1]}"`);
    expect(post).toContain('<a class="tag" href="/journal?tag=waxed%20canvas">#waxed canvas</a>');
    expect(post).toContain('<strong>Tip:</strong>');
  });

  it('a filtered journal says what it shows', () => {
    const page = collectionPage(demo, 'journal', NOW);
    page.context.filter = { tag: 'winter' };
    page.context.items = (page.context.items as { tags: string[] }[]).filter((p) => p.tags.includes('winter'));
    const html = render(demo, page);
    expect(html).toContain('Showing items tagged “winter”');
    expect(count(html, '<article class="post-card')).toBe(1);
  });

  it('events (collection 1): upcoming soonest first, then past; an event page with its calendar link', () => {
    const html = render(demo, collectionPage(demo, 'events', NOW));
    const [upcoming, past] = html.split('id="past-title"');
    expect(count(upcoming, '<article class="event-card')).toBe(3);
    expect(count(past, '<article class="event-card')).toBe(3);
    expect(upcoming.indexOf('Winter Solstice Lantern Walk')).toBeLessThan(upcoming.indexOf('Spring Gear Swap'));
    expect(past.indexOf('Autumn Foraging Walk')).toBeLessThan(past.indexOf('Summer Star Camp'));
    const event = render(demo, itemPage(demo, 'events', 'winter-solstice-lantern-walk'));
    expect(event).toContain('<h1>Winter Solstice Lantern Walk</h1>');
    expect(event).toMatch(
      /Monday, December 21, 2026 at 4:30 PM<\/time> &ndash; <time datetime="2026-12-21T19:00-05:00">7:00 PM<\/time>/,
    );
    expect(event).toContain(
      'href="http://www.google.com/calendar/event?action=TEMPLATE&amp;text=Winter%20Solstice%20Lantern%20Walk&amp;dates=20261221T213000Z/20261222T000000Z',
    );
    expect(event).toContain(
      '<address class="event-where">Olana State Historic Site<br>5720 State Route 9G<br>Hudson, NY 12534</address>',
    );
    const camp = render(demo, itemPage(demo, 'events', 'summer-star-camp'));
    expect(camp).toMatch(
      /Saturday, July 11, 2026 at 6:00 PM<\/time> &ndash; <time[^>]*>Sunday, July 12, 2026 at 10:00 AM/,
    );
  });

  it('the gallery (collection 1): the gallery island with the options and images, and an image page', () => {
    const html = render(demo, collectionPage(demo, 'gallery', NOW));
    expect(html).toContain('<h1>Gallery</h1>');
    expect(html).toContain('<div data-island="gallery" data-props-keys="options,images"></div>');
    const gallery = islandCalls.find((call) => call.name === 'gallery')!.props as {
      options: { design: string };
      images: { fullUrl: string; altText: string }[];
    };
    expect(gallery.options.design).toBe('grid');
    expect(gallery.images.length).toBe(12);
    expect(gallery.images[1]).toMatchObject({
      fullUrl: '/gallery/image-2',
      altText: 'Fog in the hollow: Morning fog settling below Overlook Mountain.',
    });
    const image = render(demo, itemPage(demo, 'gallery', 'image-2'));
    expect(image).toContain('<h1>Fog in the hollow</h1>');
  });

  it('the contact page (page 2): the body, then an accessible form that posts with the crumb', () => {
    const html = render(demo, collectionPage(demo, 'contact', NOW));
    expect(html).toContain('<h1>Contact us</h1>');
    expect(html).toContain('<input type="hidden" name="formId" value="contact">');
    expect(html).toContain('<input type="hidden" name="pageId" value="col-contact">');
    expect(html).toContain('<legend>Name <span class="required" aria-hidden="true">*</span></legend>');
    expect(count(html, 'name="field-name"')).toBe(2);
    expect(html).toContain('<label for="field-email">Email <span class="required" aria-hidden="true">*</span></label>');
    expect(html).toContain('aria-describedby="field-email-description" required>');
    expect(html).toContain('<option value="Wholesale">Wholesale</option>');
    expect(html).toMatch(
      /<textarea id="field-message" name="field-message" rows="6" maxlength="1000"[^>]*required><\/textarea>/,
    );
  });

  it('search (102), with results, without results and without a query', () => {
    const results = [
      {
        title: 'Wool <Camp> Blanket',
        fullUrl: '/shop/wool-camp-blanket',
        excerpt: 'Heavy woven wool',
        collectionTitle: 'Shop',
      },
    ];
    const found = render(demo, {
      template: 'pages/search.html',
      context: pageContext(demo, {
        path: '/search',
        pageType: 102,
        title: 'Search',
        extra: { search: { query: 'wool "x"', results, count: 1 } },
      }),
    });
    expect(found).toContain('value="wool &quot;x&quot;"');
    expect(found).toContain('1 result for “wool "x"”');
    expect(found).toContain('<a href="/shop/wool-camp-blanket">Wool &lt;Camp&gt; Blanket</a>');
    const none = render(demo, {
      template: 'pages/search.html',
      context: pageContext(demo, {
        path: '/search',
        pageType: 102,
        extra: { search: { query: 'zzz', results: [], count: 0 } },
      }),
    });
    expect(none).toContain('0 results for');
    expect(none).toContain('Nothing matched.');
    const empty = render(demo, {
      template: 'pages/search.html',
      context: pageContext(demo, {
        path: '/search',
        pageType: 102,
        extra: { search: { query: '', results: [], count: 0 } },
      }),
    });
    expect(empty).not.toContain('result');
  });

  it('the lock screen (103): password form with the crumb, hint and error', () => {
    const lock = {
      title: 'Wholesale',
      hint: 'The name of the shop, in lower case, one word.',
      error: 'That password is not right.',
    };
    const html = render(demo, {
      template: 'pages/lock-screen.html',
      context: pageContext(demo, { path: '/wholesale', pageType: 103, title: 'Wholesale', extra: { lock } }),
    });
    expect(html).toContain('<h1>Wholesale</h1>');
    expect(html).toContain('<input type="hidden" name="crumb" value="test-crumb">');
    expect(html).toContain(
      'type="password" name="password" autocomplete="current-password" required aria-invalid="true" aria-describedby="lock-error">',
    );
    expect(html).toContain('<p id="lock-error" class="form-error" role="alert">That password is not right.</p>');
    expect(html).toContain('Hint: The name of the shop, in lower case, one word.');
  });

  it('the cart (200) and checkout (201), empty and with items; order confirmed (202)', () => {
    const empty = render(demo, {
      template: 'pages/cart.html',
      context: pageContext(demo, { path: '/cart', pageType: 200, title: 'Cart' }),
    });
    expect(empty).toContain('You have nothing in your shopping cart.');
    const cart = { totalQuantity: 3, subtotalCents: 6600, subtotalText: '$66.00' };
    const full = render(demo, {
      template: 'pages/cart.html',
      context: pageContext(demo, { path: '/cart', pageType: 200, cart }),
    });
    expect(full).toContain('3 items &middot; Subtotal <strong>$66.00</strong>');
    const checkout = render(demo, {
      template: 'pages/checkout.html',
      context: pageContext(demo, { path: '/checkout', pageType: 201, cart }),
    });
    expect(checkout).toContain('<h1 id="checkout-title">Checkout</h1>');
    const confirmed = render(demo, {
      template: 'pages/order-confirmed.html',
      context: pageContext(demo, {
        path: '/checkout/confirmed',
        pageType: 202,
        extra: { order: { id: 'a1b2c3d4-0000-4000-8000-000000000000', orderNumber: 1042 } },
      }),
    });
    expect(confirmed).toContain('Your order number is <strong>1042</strong>.');
  });

  it('not found (100) and error (101) pages', () => {
    const notFound = render(demo, {
      template: 'pages/not-found.html',
      context: pageContext(demo, {
        path: '/nope',
        pageType: 100,
        title: 'Page not found',
        extra: { error: { status: 404, message: 'Not found' } },
      }),
    });
    expect(notFound).toContain('<h1>Page not found</h1>');
    expect(notFound).toContain('<title>Page not found — Northwind Supply Co.</title>');
    const error = render(demo, {
      template: 'pages/error.html',
      context: pageContext(demo, {
        path: '/x',
        pageType: 101,
        extra: { error: { status: 500, message: 'This page could not be shown.' } },
      }),
    });
    expect(error).toContain('<p class="message-code" aria-hidden="true">500</p>');
    expect(error).toContain('<p>This page could not be shown.</p>');
  });
});

describe('the second site', () => {
  it('renders its own footer (the override) and prices in EUR', () => {
    const home = render(another, collectionPage(another, 'home', NOW));
    expect(home).toContain('<title>Harbour Lights Bakery</title>');
    expect(home).toContain('Open Tuesday to Sunday, 7:00&ndash;15:00');
    expect(home).not.toContain('newsletter-form');
    const shop = render(another, collectionPage(another, 'shop', NOW));
    // Three in stock, the Bread Club subscription (issue 15) and the sold-out Dark Rye Loaf (its
    // restock box shows the local captcha, issue 13).
    expect(count(shop, '<article class="product-card')).toBe(5);
    expect(shop).toContain('€6.50');
  });

  it('links a journal post to its Disqus thread rather than counting comments Disqus keeps', () => {
    const news = render(another, collectionPage(another, 'news', NOW));
    expect(news).toContain('href="/news/the-spring-rye#disqus_thread"');
    expect(news).not.toContain('No Comments');
  });
});
