import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { isInstalmentEligible, PRODUCT_TYPES } from '../../domain';
import { $cartModel } from '../cart/cart-store';
import { Modal } from '../shared/Modal';
import type { InstalmentOffer } from '../../domain';

export interface InstalmentsProps extends InstalmentOffer {
  /** The information page of the offer's locale, fetched when the popup opens. */
  infoUrl: string;
  /** The popup's close button, in the page's language. @default 'Close' */
  closeLabel?: string;
}

/** The page's own HTML file, reduced to its body. A failure only logs a warning (spec §8). */
async function loadInfo(url: string): Promise<string | undefined> {
  try {
    const response = await fetch(url, { headers: { Accept: 'text/html' } });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return new DOMParser().parseFromString(await response.text(), 'text/html').body.innerHTML;
  } catch (error) {
    console.warn(`The instalment information could not be loaded from ${url}:`, error);
    return undefined;
  }
}

/**
 * The instalment pill (spec §4 "Instalment pill"): in range, 'or {installmentStr} with' and
 * the pill, which opens the information popup; out of range, the range message alone.
 * The server offers it for a physical product only; the visitor's cart is known only here,
 * so once a loaded cart holds an item that is not physical, the offer is withdrawn (spec §5).
 */
export function Instalments({ brand, inRange, text, infoUrl, closeLabel = 'Close' }: InstalmentsProps) {
  const [open, setOpen] = useState(false);
  const [info, setInfo] = useState<string>();
  const { cart } = useStore($cartModel);
  // The first render must match the server's, which never knows the cart.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  if (
    mounted &&
    cart &&
    !isInstalmentEligible(
      PRODUCT_TYPES.physical,
      cart.entries.map((e) => e.productType),
    )
  )
    return null;

  const show = () => {
    setOpen(true);
    if (info === undefined) void loadInfo(infoUrl).then((html) => html !== undefined && setInfo(html));
  };

  return (
    <div className="instalments">
      <span>{text}</span>
      {inRange && (
        <>
          {' '}
          <button type="button" className="instalments__pill" aria-haspopup="dialog" onClick={show}>
            {brand}
          </button>
        </>
      )}
      {open && (
        <Modal
          title={brand}
          hideTitle
          closeLabel={closeLabel}
          className="instalments__popup"
          onClose={() => setOpen(false)}
        >
          {/* Our own static page, served by our server for this locale. */}
          <div className="instalments__info" dangerouslySetInnerHTML={{ __html: info ?? '' }} />
        </Modal>
      )}
    </div>
  );
}
