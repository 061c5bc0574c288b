/**
 * The product-collection page in each engine's language. The four render the same markup
 * (the bench checks it): escaped titles and attributes, a srcset per image, sale and
 * sold-out badges, prices formatted as en-US currency, a variant select and tag links.
 */

/** JSON-Template: ours and @squarespace/template-engine render this same source. */
export const jsonTemplate = `<section class="collection">
<h1>{collection.title|html}</h1>
<ul class="products">
{.repeated section items}<li class="product{.if onSale} on-sale{.end}{.if soldOut} sold-out{.end}" data-id="{id}">
<a href="{fullUrl|htmlattr}"><img src="{image.assetUrl}?format=500w" srcset="{.repeated section image.sizes}{image.assetUrl}?format={@} {@}{.alternates with}, {.end}" alt="{title|htmlattr}" width="{image.width}" height="{image.height}"></a>
<h2>{title|html}</h2>
{.if onSale}<span class="badge sale">Sale</span>{.end}{.if soldOut}<span class="badge sold-out">Sold out</span>{.end}
<p class="price">{.if onSale}<del>{price|money}</del> <ins>{salePrice|money}</ins>{.or}{price|money}{.end}</p>
<select name="variant">{.repeated section variants}<option value="{sku}"{.if soldOut} disabled{.end}>{optionText|html} {price|money}</option>{.end}</select>
<p class="tags">{.repeated section tags}<a href="/shop?tag={@|encode-uri-component}">{@|html}</a>{.alternates with} {.end}</p>
</li>
{.end}</ul>
</section>
`;

export const liquidTemplate = `<section class="collection">
<h1>{{ collection.title | escape }}</h1>
<ul class="products">
{% for item in items %}<li class="product{% if item.onSale %} on-sale{% endif %}{% if item.soldOut %} sold-out{% endif %}" data-id="{{ item.id }}">
<a href="{{ item.fullUrl | escape }}"><img src="{{ item.image.assetUrl }}?format=500w" srcset="{% for size in item.image.sizes %}{{ item.image.assetUrl }}?format={{ size }} {{ size }}{% unless forloop.last %}, {% endunless %}{% endfor %}" alt="{{ item.title | escape }}" width="{{ item.image.width }}" height="{{ item.image.height }}"></a>
<h2>{{ item.title | escape }}</h2>
{% if item.onSale %}<span class="badge sale">Sale</span>{% endif %}{% if item.soldOut %}<span class="badge sold-out">Sold out</span>{% endif %}
<p class="price">{% if item.onSale %}<del>{{ item.price | money }}</del> <ins>{{ item.salePrice | money }}</ins>{% else %}{{ item.price | money }}{% endif %}</p>
<select name="variant">{% for variant in item.variants %}<option value="{{ variant.sku }}"{% if variant.soldOut %} disabled{% endif %}>{{ variant.optionText | escape }} {{ variant.price | money }}</option>{% endfor %}</select>
<p class="tags">{% for tag in item.tags %}<a href="/shop?tag={{ tag | uri_component }}">{{ tag | escape }}</a>{% unless forloop.last %} {% endunless %}{% endfor %}</p>
</li>
{% endfor %}</ul>
</section>
`;

export const handlebarsTemplate = `<section class="collection">
<h1>{{collection.title}}</h1>
<ul class="products">
{{#each items}}<li class="product{{#if onSale}} on-sale{{/if}}{{#if soldOut}} sold-out{{/if}}" data-id="{{id}}">
<a href="{{fullUrl}}"><img src="{{image.assetUrl}}?format=500w" srcset="{{#each image.sizes}}{{../image.assetUrl}}?format={{this}} {{this}}{{#unless @last}}, {{/unless}}{{/each}}" alt="{{title}}" width="{{image.width}}" height="{{image.height}}"></a>
<h2>{{title}}</h2>
{{#if onSale}}<span class="badge sale">Sale</span>{{/if}}{{#if soldOut}}<span class="badge sold-out">Sold out</span>{{/if}}
<p class="price">{{#if onSale}}<del>{{money price}}</del> <ins>{{money salePrice}}</ins>{{else}}{{money price}}{{/if}}</p>
<select name="variant">{{#each variants}}<option value="{{sku}}"{{#if soldOut}} disabled{{/if}}>{{optionText}} {{money price}}</option>{{/each}}</select>
<p class="tags">{{#each tags}}<a href="/shop?tag={{uriComponent this}}">{{this}}</a>{{#unless @last}} {{/unless}}{{/each}}</p>
</li>
{{/each}}</ul>
</section>
`;
