/**
 * The site's plan page, answered on the upsell paths (spec §2) to a signed-in owner who may see
 * billing: the plan the site is on, what it includes, and what each higher plan adds. A page of
 * its own (not the site's templates): it belongs to the owner's side, like /config.
 */
import { formatCents, type SitePlan } from '../../domain';
import { escapeHtml } from '../../engine';

export type UpsellKind = 'trial' | 'regular';

function list(items: readonly string[]): string {
  return `<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`;
}

function price(cents: number): string {
  return cents === 0 ? 'Free' : `${formatCents(cents, 'USD', { locale: 'en-US' })} a month, billed yearly`;
}

export function planPage(siteTitle: string, site: SitePlan, kind: UpsellKind): string {
  const { plan, trialEndsOn, includes, upgrades } = site;
  const title = kind === 'trial' ? 'Upgrade from your trial' : 'Upgrade your website plan';
  const lead =
    plan.id === 'trial'
      ? `${escapeHtml(siteTitle)} is on the trial${trialEndsOn ? `, which ends on <time datetime="${trialEndsOn}">${escapeHtml(trialEndsOn)}</time>` : ''}. Pick a plan to keep the site online after it.`
      : `${escapeHtml(siteTitle)} is on the ${escapeHtml(plan.name)} plan.`;
  const options = upgrades
    .map(
      (next) => `<section class="plan" aria-labelledby="plan-${next.id}">
<h3 id="plan-${next.id}">${escapeHtml(next.name)}</h3>
<p class="price">${escapeHtml(price(next.monthlyCents))}</p>
<p>Everything in ${escapeHtml(plan.name)}, plus:</p>
${list(next.adds)}
</section>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} — ${escapeHtml(siteTitle)}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;color:#1f2328;background:#f6f7f9;margin:0}main{max-width:60rem;margin:0 auto;padding:2rem 1rem}h1{font-size:1.75rem;margin:0 0 .5rem}.current,.plan{background:#fff;border:1px solid #c9ced6;border-radius:8px;padding:1rem 1.25rem;margin:0 0 1rem}.plans{display:grid;gap:1rem;grid-template-columns:repeat(auto-fit,minmax(16rem,1fr))}.price{font-weight:600}a{color:#0b57d0}</style>
</head>
<body>
<main id="main">
<h1>${escapeHtml(title)}</h1>
<p class="lead">${lead}</p>
<section class="current" aria-labelledby="current-plan">
<h2 id="current-plan">Your plan: ${escapeHtml(plan.name)}</h2>
<p class="price">${escapeHtml(price(plan.monthlyCents))}</p>
<p>It includes:</p>
${list(includes)}
</section>
${upgrades.length > 0 ? `<h2>What upgrading adds</h2>\n<div class="plans">\n${options}\n</div>\n<p>To change plans, ask your billing contact; the new plan starts the day it is confirmed.</p>` : '<p>You are on our highest plan: there is nothing more to add.</p>'}
<p><a href="/config">Back to the store admin</a></p>
</main>
</body>
</html>
`;
}
