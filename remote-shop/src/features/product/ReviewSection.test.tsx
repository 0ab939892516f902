import { beforeEach, describe, expect, it } from '@jest/globals';
import { AppProviders, clearSession, queryClient, saveTokens } from '@portal/shared';
import type { ReviewList } from '@portal/shared/contract';
import { act, render, screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { localizeHandler } from '../../../../shared/test/localize';
import { mockApi, ok } from '../../../../shared/test/mock-api';
import { ReviewSection } from './ReviewSection';

const english = {
  catalogueReviews: 'Reviews',
  catalogueWriteReview: 'Write a review',
  catalogueSignInToReview: 'Sign in to write a review',
  catalogueReviewOnlyBuyers: 'Only customers who bought this product can review it.',
};
const onlyBuyers = 'Only customers who bought this product can review it.';

/** What the API answers a signed-in caller: whether they received the product (a guest never may). */
let received = false;

const reviewsFor = (signedIn: boolean): ReviewList => ({
  rating: { average: 0, count: 0 },
  reviews: [],
  meta: { limit: 20, offset: 0, total: 0 },
  canReview: signedIn && received,
});

mockApi(
  localizeHandler(english),
  http.get('/client/review', ({ request }) => ok(reviewsFor(request.headers.has('authorization')))),
  http.all('/client/*', () =>
    HttpResponse.json(
      { statusCode: 404, code: 4040, error: 'Not Found', message: 'notFound' },
      { status: 404 },
    ),
  ),
);
beforeEach(() => {
  queryClient.clear();
  clearSession();
  received = false;
});

const productPage = () =>
  render(
    <AppProviders>
      <ReviewSection productId={12} />
    </AppProviders>,
  );
const reviewForm = () => screen.queryByRole('form', { name: 'Write a review' });
// Translations and the lazy form arrive over HTTP and a dynamic import: slower when the machine is busy.
const arrives = { timeout: 5000 };

describe('the reviews of a product page', () => {
  it('tells a signed-in customer who has not bought the product that only buyers review, instead of the form', async () => {
    saveTokens({ accessToken: 'a', refreshToken: 'r' });
    productPage();

    expect(await screen.findByText(onlyBuyers, {}, arrives)).toBeInTheDocument();
    expect(reviewForm()).toBeNull();
  });

  it('gives the form to a customer who received the product, without the note', async () => {
    received = true;
    saveTokens({ accessToken: 'a', refreshToken: 'r' });
    productPage();

    expect(await screen.findByRole('form', { name: 'Write a review' }, arrives)).toBeInTheDocument();
    expect(screen.queryByText(onlyBuyers)).toBeNull();
  });

  it('asks a guest to sign in, and asks the shop again once they have', async () => {
    received = true;
    productPage();
    expect(
      await screen.findByRole('button', { name: 'Sign in to write a review' }, arrives),
    ).toBeInTheDocument();
    expect(reviewForm()).toBeNull();

    await act(async () => saveTokens({ accessToken: 'a', refreshToken: 'r' }));

    expect(await screen.findByRole('form', { name: 'Write a review' }, arrives)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign in to write a review' })).toBeNull();
  });
});
