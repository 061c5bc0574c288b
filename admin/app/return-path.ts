/**
 * Where to go after signing in: `/config?next=…` names a page outside the app that sent the
 * owner here (the upsell paths of server/routes/billing-pages.ts). Only those paths are
 * followed, so a crafted link cannot send an owner anywhere else after they sign in.
 */
export function returnPath(search: string): string | undefined {
  const next = new URLSearchParams(search).get('next');
  return next && /^\/settings\/billing\/[a-z/-]{1,60}$/.test(next) && !next.includes('//') ? next : undefined;
}
