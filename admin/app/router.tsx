/**
 * Client-side routing under /config: the path lives in the address bar (so reload, back and
 * shared links work), `navigate` pushes a new entry, and `<Link>` is a real link that the app
 * follows without a page load (a click with a modifier key still opens a new tab).
 *
 * @module
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
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

/**
 * Asked before the app leaves its address (a link, `navigate`, the back button): a guard
 * answering false keeps the owner where they are. Editors with unsaved changes add one
 * (admin/editor/use-leave-guard.ts); a page load is warned of by `beforeunload` instead.
 */
const leaveGuards = new Set<() => boolean>();

export function addLeaveGuard(guard: () => boolean): () => void {
  leaveGuards.add(guard);
  return () => leaveGuards.delete(guard);
}

const mayLeave = () => [...leaveGuards].every((guard) => guard());

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
  const here = useRef(location);
  here.current = location;
  useEffect(() => {
    const onPop = () => {
      // Back or forward away from unsaved changes the owner chose to keep: put the address back.
      if (!mayLeave()) {
        window.history.pushState(null, '', here.current.pathname + here.current.search);
        return;
      }
      setLocation({ pathname: window.location.pathname, search: window.location.search });
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);
  const navigate = useCallback((to: string, options: { replace?: boolean } = {}) => {
    const url = new URL(to, window.location.href);
    const same = url.pathname === window.location.pathname && url.search === window.location.search;
    if (!same && !mayLeave()) return;
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
