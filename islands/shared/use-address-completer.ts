/**
 * The address completer (address-completer.ts) on a React-rendered input: attached once the
 * input and its empty container are in the page, detached on unmount. `onPick` and `country`
 * are read when used, so the latest render's values count.
 */
import { useEffect, useRef } from 'react';
import { AddressCompleter } from './address-completer';
import type { RefObject } from 'react';
import type { PlaceDetails, PlacesTrackingContext } from '../../domain';

export function useAddressCompleter(
  input: RefObject<HTMLInputElement | null>,
  container: RefObject<HTMLElement | null>,
  context: PlacesTrackingContext,
  onPick: (place: PlaceDetails) => void,
  country?: () => string | undefined,
  /** False when the site has no address service: the input stays plain and nothing is asked. */
  enabled = true,
): void {
  const latest = useRef({ onPick, country });
  latest.current = { onPick, country };
  const { productPage, productSection } = context;
  useEffect(() => {
    if (!enabled || !input.current || !container.current) return;
    const completer = new AddressCompleter({
      input: input.current,
      container: container.current,
      productPage,
      productSection,
      onPick: (place) => latest.current.onPick(place),
      country: () => latest.current.country?.(),
    });
    return () => completer.destroy();
  }, [input, container, productPage, productSection, enabled]);
}
