import { useEffect, useState } from 'react';

/**
 * Calls `advance` every `seconds` while `enabled` and not paused. Visitors who ask the system
 * for reduced motion get no autoplay at all; that is only known in the browser, so it is read
 * after mounting and the server render never depends on it.
 */
export function useAutoplay(enabled: boolean, seconds: number, advance: () => void) {
  const [reducedMotion, setReducedMotion] = useState(true);
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    const query = window.matchMedia?.('(prefers-reduced-motion: reduce)');
    setReducedMotion(query?.matches ?? false);
    const onChange = (event: MediaQueryListEvent) => setReducedMotion(event.matches);
    query?.addEventListener?.('change', onChange);
    return () => query?.removeEventListener?.('change', onChange);
  }, []);

  const running = enabled && !reducedMotion && !paused;
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(advance, seconds * 1000);
    return () => clearInterval(timer);
  }, [running, seconds, advance]);

  return { available: enabled && !reducedMotion, paused, setPaused };
}
