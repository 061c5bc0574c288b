import { useId, useState } from 'react';
import { ENGLISH_WORDS, fillWords, type ProductReviewsView, type ReviewsWords } from '../../domain';

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
  const words: ReviewsWords = props.words ?? ENGLISH_WORDS;
  const [order, setOrder] = useState<Order>('newest');
  const [all, setAll] = useState(false);
  const sorted =
    order === 'newest'
      ? props.reviews
      : [...props.reviews].sort((a, b) => (order === 'highest' ? b.rating - a.rating : a.rating - b.rating));
  const shown = all ? sorted : sorted.slice(0, FIRST_REVIEWS);
  return (
    <section className="product-reviews" aria-labelledby={`${id}-title`} data-product-reviews={props.productId}>
      <h2 id={`${id}-title`}>{words.reviews}</h2>
      <p className="product-reviews__average">
        <span className="stars" aria-hidden="true">
          {props.averageStars}
        </span>{' '}
        <span className="product-reviews__average-text">
          {fillWords(words.ratingOutOf5, { rating: props.averageText })}
        </span>{' '}
        <span className="product-reviews__count">
          ({props.count === 1 ? words.oneReview : fillWords(words.manyReviews, { count: props.count })})
        </span>
      </p>
      {props.reviews.length > 1 && (
        <p className="product-reviews__order">
          <label htmlFor={`${id}-order`}>{`${words.sortBy} `}</label>
          <select id={`${id}-order`} value={order} onChange={(event) => setOrder(event.currentTarget.value as Order)}>
            <option value="newest">{words.newest}</option>
            <option value="highest">{words.highestRating}</option>
            <option value="lowest">{words.lowestRating}</option>
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
              <span className="visually-hidden">{fillWords(words.ratedOutOf5, { rating: review.rating })}</span>
            </p>
            <p className="product-review__body">{review.body}</p>
            <p className="product-review__meta">{`${review.authorName}, ${review.dateText}`}</p>
          </li>
        ))}
      </ul>
      {!all && sorted.length > FIRST_REVIEWS && (
        <button type="button" className="button button--secondary" onClick={() => setAll(true)}>
          {fillWords(words.showAllReviews, { count: props.count })}
        </button>
      )}
    </section>
  );
}
