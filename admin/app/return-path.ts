/**
 * Where to go after signing in: `/config?next=…` names a page outside the app that sent the
 * owner here (the upsell paths of server/pages/billing-pages.ts). Only those paths of this
 * site are followed (domain/same-origin.ts first, then the upsell shape), so a crafted link
 * cannot send an owner anywhere else after they sign in.
 */
import { sameOriginPath } from '../../domain';

const UPSELL_PATH = /^\/settings\/billing\/[a-z/-]{1,60}$/;

export function returnPath(search: string, origin = window.location.origin): string | undefined {
  const next = sameOriginPath(new URLSearchParams(search).get('next'), origin);
  return next && UPSELL_PATH.test(next) && !next.includes('//') ? next : undefined;
}
