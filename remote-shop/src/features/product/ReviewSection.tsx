import { dialogAtom, formatDate, isLoggedInAtom } from '@portal/shared';
import { Alert, Button, Paper, Skeleton, Stack, Text, Title } from '@portal/shared/ui';
import { useAtomValue, useSetAtom } from 'jotai';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useReviews } from '../../common/catalogue/api/get-reviews';

// The form brings the schema library for its checks; only a customer who received the product and has not reviewed
// it yet needs it.
const ReviewForm = lazy(() => import('./ReviewForm'));

export function Stars({ rating }: { rating: number }) {
  const { t } = useTranslation();
  const full = Math.round(rating);
  return (
    <span className="catalogue-stars" role="img" aria-label={t('catalogueRatingOutOfFive', { rating })}>
      {'★★★★★'.slice(0, full)}
      <span style={{ opacity: 0.3 }}>{'★★★★★'.slice(full)}</span>
    </span>
  );
}

/**
 * Average, the reviews newest first, and the form for a customer who received the product and has not reviewed it
 * yet; any other signed-in customer who has not reviewed it reads that only buyers review.
 */
export function ReviewSection({ productId }: { productId: number }) {
  const { t } = useTranslation();
  const loggedIn = useAtomValue(isLoggedInAtom);
  const setDialog = useSetAtom(dialogAtom);
  const reviews = useReviews(productId);
  const mine = reviews.data?.reviews.some((review) => review.mine);

  return (
    <Stack component="section" aria-labelledby="reviews-title" gap="sm">
      <Title order={2} size="h4" id="reviews-title">
        {t('catalogueReviews')}
      </Title>
      {reviews.isPending && <Skeleton height={80} />}
      {reviews.isError && <Alert color="red">{t('catalogueLoadFailed')}</Alert>}
      {reviews.data && (
        <>
          <Text>
            <Stars rating={reviews.data.rating.average} />{' '}
            {t('catalogueReviewSummary', {
              average: reviews.data.rating.average.toFixed(1),
              count: reviews.data.rating.count,
            })}
          </Text>
          {loggedIn && reviews.data.canReview && (
            <Suspense fallback={<Skeleton height={220} />}>
              <ReviewForm productId={productId} />
            </Suspense>
          )}
          {loggedIn && !reviews.data.canReview && !mine && (
            <Text c="gray.7">{t('catalogueReviewOnlyBuyers')}</Text>
          )}
          {!loggedIn && (
            <Button variant="light" w="fit-content" onClick={() => setDialog('login')}>
              {t('catalogueSignInToReview')}
            </Button>
          )}
          {reviews.data.reviews.length === 0 ? (
            <Text c="gray.7">{t('catalogueNoReviews')}</Text>
          ) : (
            <Stack gap="xs" data-testid="reviews">
              {reviews.data.reviews.map((review) => (
                <Paper key={review.id} withBorder p="sm">
                  <Text size="sm" fw={600}>
                    <Stars rating={review.rating} /> {review.reviewerName} · {formatDate(review.createdAt)}
                  </Text>
                  <Text size="sm">{review.comment}</Text>
                </Paper>
              ))}
            </Stack>
          )}
        </>
      )}
    </Stack>
  );
}
