import { useId, useState } from 'react';
import type { ProductReviewsView } from '../../domain';

/** How many reviews show before "Show all". */
export const FIRST_REVIEWS = 5;

type Order = 'newest' | 'highest' | 'lowest';

/**
 * The product page's reviews section (spec §1): the average of the approved reviews, then the
 * reviews newest first; a visitor may sort them and open the rest. Server-rendered in full
 * order, so it reads without JavaScript; the chunk is loaded lazily (registry.ts). Its props
 * are the item's `productReviews` as the server builds them (server/reviews/shown-reviews.ts).
 */
export function ProductReviews(props: ProductReviewsView) {
  const id = useId();
  const [order, setOrder] = useState<Order>('newest');
  const [all, setAll] = useState(false);
  const sorted =
    order === 'newest'
      ? props.reviews
      : [...props.reviews].sort((a, b) => (order === 'highest' ? b.rating - a.rating : a.rating - b.rating));
  const shown = all ? sorted : sorted.slice(0, FIRST_REVIEWS);
  return (
    <section className="product-reviews" aria-labelledby={`${id}-title`} data-product-reviews={props.productId}>
      <h2 id={`${id}-title`}>Reviews</h2>
      <p className="product-reviews__average">
        <span className="stars" aria-hidden="true">
          {props.averageStars}
        </span>{' '}
        <span className="product-reviews__average-text">{`${props.averageText} out of 5`}</span>{' '}
        <span className="product-reviews__count">({props.count === 1 ? '1 review' : `${props.count} reviews`})</span>
      </p>
      {props.reviews.length > 1 && (
        <p className="product-reviews__order">
          <label htmlFor={`${id}-order`}>Sort by </label>
          <select id={`${id}-order`} value={order} onChange={(event) => setOrder(event.currentTarget.value as Order)}>
            <option value="newest">Newest</option>
            <option value="highest">Highest rating</option>
            <option value="lowest">Lowest rating</option>
          </select>
        </p>
      )}
      <ul className="product-reviews__list">
        {shown.map((review) => (
          <li key={review.id} className="product-review">
            <p className="product-review__rating">
              <span className="stars" aria-hidden="true">
                {review.stars}
              </span>
              <span className="visually-hidden">{`Rated ${review.rating} out of 5`}</span>
            </p>
            <p className="product-review__body">{review.body}</p>
            <p className="product-review__meta">{`${review.authorName}, ${review.dateText}`}</p>
          </li>
        ))}
      </ul>
      {!all && sorted.length > FIRST_REVIEWS && (
        <button type="button" className="button button--secondary" onClick={() => setAll(true)}>
          {`Show all ${props.count} reviews`}
        </button>
      )}
    </section>
  );
}
