/**
 * The owner's new-order notice as HTML (owner-order-notice.ts fills it): the platform's own mail,
 * not a designer's template, so it is compiled here rather than read from the site's templates.
 * Every value is text escaped by `|html` (product titles, options and the buyer's name are what
 * owners and buyers typed); the order's link by `|href`. The text part is read from it
 * (render-email.ts textOf): one line per row (the rows are written without line breaks between
 * them, which the text would keep as blank lines), the SKU on a row of its own beneath its line.
 */
import { compileTemplate } from '../../engine';

export const OWNER_ORDER_NOTICE = compileTemplate(`<!doctype html>
<html><head><meta charset="utf-8"><title>{subject|html}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#222;max-width:600px;margin:0 auto;padding:16px">
<h1 style="font-size:20px">{subject|html}</h1>
<table style="width:100%;border-collapse:collapse" role="presentation">
{.repeated section lines}<tr><td style="padding:6px 0 0">{name|html} × {quantity|html}</td><td style="padding:6px 0 0;text-align:right;vertical-align:top">{lineTotalText|html}</td></tr>\
<tr><td colspan="2" style="padding:0 0 6px;font-size:12px;color:#666">{skuText|html}</td></tr>{.end}\
{.repeated section totals}<tr><td style="padding:4px 0;color:#555">{label|html}</td><td style="text-align:right;color:#555">{text|html}</td></tr>{.end}\
<tr><td style="padding:4px 0"><strong>{totalLabel|html}</strong></td><td style="text-align:right"><strong>{grandTotalText|html}</strong></td></tr>
</table>
<p>{orderedBy|html}</p>
<p><a href="{orderUrl|href}">{openOrder|html}</a></p>
</body></html>
`);
