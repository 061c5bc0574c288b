/**
 * Client-side routing under /config: the path lives in the address bar (so reload, back and
 * shared links work), `navigate` pushes a new entry, and `<Link>` is a real link that the app
 * follows without a page load (a click with a modifier key still opens a new tab).
 *
 * @module
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import type { AnchorHTMLAttributes, MouseEvent, ReactNode } from 'react';

export const BASE = '/config';

interface Router {
  /** The path after /config, split: `/config/orders/1001` is `['orders', '1001']`. */
  segments: string[];
  /** The query of the current address. */
  search: URLSearchParams;
  navigate(to: string, options?: { replace?: boolean }): void;
}

const RouterContext = createContext<Router | null>(null);

export function segmentsOf(pathname: string): string[] {
  const rest = pathname.startsWith(BASE) ? pathname.slice(BASE.length) : pathname;
  return rest
    .split('/')
    .filter(Boolean)
    .map((s) => {
      try {
        return decodeURIComponent(s);
      } catch {
        return s;
      }
    });
}

export function RouterProvider({ children }: { children: ReactNode }) {
  const [location, setLocation] = useState(() => ({
    pathname: window.location.pathname,
    search: window.location.search,
  }));
  useEffect(() => {
    const onPop = () => setLocation({ pathname: window.location.pathname, search: window.location.search });
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);
  const navigate = useCallback((to: string, options: { replace?: boolean } = {}) => {
    const url = new URL(to, window.location.href);
    if (options.replace) window.history.replaceState(null, '', url.href);
    else window.history.pushState(null, '', url.href);
    setLocation({ pathname: url.pathname, search: url.search });
  }, []);
  const router = useMemo(
    () => ({ segments: segmentsOf(location.pathname), search: new URLSearchParams(location.search), navigate }),
    [location, navigate],
  );
  return <RouterContext.Provider value={router}>{children}</RouterContext.Provider>;
}

export function useRouter(): Router {
  const router = useContext(RouterContext);
  if (!router) throw new Error('useRouter() outside <RouterProvider>.');
  return router;
}

/** `configPath('orders', 1001)` → `/config/orders/1001`. */
export function configPath(...segments: (string | number)[]): string {
  return [BASE, ...segments.map((s) => encodeURIComponent(String(s)))].join('/');
}

export function Link({ to, onClick, ...props }: AnchorHTMLAttributes<HTMLAnchorElement> & { to: string }) {
  const { navigate } = useRouter();
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (
      event.defaultPrevented ||
      props.target === '_blank' ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    event.preventDefault();
    navigate(to);
  };
  return <a {...props} href={to} onClick={follow} />;
}
