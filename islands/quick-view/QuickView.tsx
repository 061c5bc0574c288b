import { useEffect, useState } from 'react';
import { VIEWPORT_MEDIA_QUERIES } from '../../domain';
import { callJson } from '../shared/api-call';
import { Modal } from '../shared/Modal';
import { ProductDetail } from '../product-detail/ProductDetail';
import { quickViewUrl, recordQuickViewUrl, type QuickViewData, type QuickViewProps } from './types';

/**
 * The quick-view dialog of a collection page. The `product-quick-view` buttons are plain server
 * markup carrying the item id; this island listens for their clicks, fetches the item's product
 * form (props are computed on the server per item, so the page does not carry every form up
 * front), records the hit and shows the form in a modal.
 */
export function QuickView({ closeLabel, detailsLabel }: QuickViewProps) {
  const [data, setData] = useState<QuickViewData>();

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const button = (event.target as Element | null)?.closest?.<HTMLButtonElement>('button[data-quick-view]');
      const id = button?.dataset.quickView;
      if (!id) return;
      event.preventDefault();
      void callJson('POST', recordQuickViewUrl(id), {});
      void callJson<QuickViewData>('GET', quickViewUrl(id)).then((answer) => {
        if (answer.ok && answer.body && 'form' in answer.body) setData(answer.body);
        else console.warn(`Quick view of ${id} could not be loaded (HTTP ${answer.status}).`);
      });
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);

  if (!data) return null;
  return (
    <Modal title={data.title} closeLabel={closeLabel} className="quick-view" onClose={() => setData(undefined)}>
      <div className="quick-view__layout">
        {data.image && (
          <div data-product-image={data.id}>
            <img
              className="quick-view__image"
              src={data.image.src}
              srcSet={data.image.srcset}
              sizes={`${VIEWPORT_MEDIA_QUERIES.desktop} 28rem, 100vw`}
              alt={data.image.alt}
            />
          </div>
        )}
        <div className="quick-view__summary">
          <div className="price" data-product-price={data.id} dangerouslySetInnerHTML={{ __html: data.priceHtml }} />
          <ProductDetail {...data.form} />
          <a href={data.fullUrl}>{detailsLabel}</a>
        </div>
      </div>
    </Modal>
  );
}
