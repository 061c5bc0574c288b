// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { interfaceWords, type ProductReviewsView } from '../../domain';
import { ProductReviews } from './ProductReviews';

const review = (n: number, rating: number) => ({
  id: `r${n}`,
  authorName: `Reader ${n}`,
  rating,
  stars: '★'.repeat(rating),
  body: `Review ${n}`,
  dateText: 'March 1, 2027',
  imported: false,
});
const view: ProductReviewsView = {
  productId: 'prod-1',
  count: 6,
  average: 4,
  averageText: '4.0',
  averageStars: '★★★★',
  reviews: [1, 2, 3, 4, 5, 6].map((n) => review(n, (n % 5) + 1)),
};

afterEach(cleanup);

describe('ProductReviews', () => {
  it('speaks English without words of its own', () => {
    render(<ProductReviews {...view} />);
    expect(screen.getByRole('heading', { name: 'Reviews' })).toBeTruthy();
    expect(screen.getByText('4.0 out of 5')).toBeTruthy();
    expect(screen.getByText('(6 reviews)')).toBeTruthy();
    expect(screen.getByLabelText('Sort by')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Show all 6 reviews' })).toBeTruthy();
  });

  it('speaks the page language with the words the server sends (issue 25)', () => {
    const { reviews, ratingOutOf5, oneReview, manyReviews, sortBy, newest, highestRating, lowestRating } =
      interfaceWords('fr-FR');
    const { ratedOutOf5, showAllReviews } = interfaceWords('fr-FR');
    const words = { reviews, ratingOutOf5, oneReview, manyReviews, sortBy, newest, highestRating, lowestRating };
    render(<ProductReviews {...view} words={{ ...words, ratedOutOf5, showAllReviews }} />);
    expect(screen.getByRole('heading', { name: 'Avis' })).toBeTruthy();
    expect(screen.getByText('4.0 sur 5')).toBeTruthy();
    expect(screen.getByText('(6 avis)')).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Meilleures notes' })).toBeTruthy();
    expect(screen.getAllByText('Noté 1 sur 5').length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('button', { name: 'Voir les 6 avis' }));
    expect(screen.getAllByRole('listitem')).toHaveLength(6);
  });
});
