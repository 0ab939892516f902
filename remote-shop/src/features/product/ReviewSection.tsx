import { dialogAtom, formatDate, isLoggedInAtom, toClientError } from '@portal/shared';
import { reviewBodySchema } from '@portal/shared/contract';
import { Alert, Button, Paper, Skeleton, Stack, Text, Title } from '@portal/shared/ui';
import { useAtomValue, useSetAtom } from 'jotai';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreateReview } from '../../common/catalogue/api/create-review';
import { useReviews } from '../../common/catalogue/api/get-reviews';

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

function ReviewForm({ productId }: { productId: number }) {
  const { t } = useTranslation();
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const create = useCreateReview(productId);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = reviewBodySchema.safeParse({ productId, rating, comment });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'badRequest');
      return;
    }
    setError(null);
    create.mutate(
      { productId, rating, comment },
      {
        onSuccess: () => {
          setRating(0);
          setComment('');
        },
        onError: (failure) => setError(toClientError(failure).message),
      },
    );
  };

  return (
    <Paper withBorder p="sm" component="form" onSubmit={submit} aria-label={t('catalogueWriteReview')}>
      <Stack gap="xs">
        <Title order={3} size="h5">
          {t('catalogueWriteReview')}
        </Title>
        <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
          <legend
            style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
          >
            {t('catalogueYourRating')}
          </legend>
          {[1, 2, 3, 4, 5].map((value) => (
            <button
              key={value}
              type="button"
              className="catalogue-star-input"
              aria-pressed={value <= rating}
              aria-label={t('catalogueRateStars', { count: value })}
              onClick={() => setRating(value)}
            >
              ★
            </button>
          ))}
        </fieldset>
        <label htmlFor="review-comment">
          <Text size="sm">{t('catalogueYourReview')}</Text>
        </label>
        <textarea
          id="review-comment"
          className="catalogue-textarea"
          value={comment}
          maxLength={2000}
          onChange={(event) => setComment(event.currentTarget.value)}
        />
        {error && (
          <Text c="red.8" size="sm" role="alert">
            {t(error)}
          </Text>
        )}
        <Button type="submit" loading={create.isPending} w="fit-content">
          {t('catalogueSendReview')}
        </Button>
      </Stack>
    </Paper>
  );
}

/** Average, the reviews newest first, and the form for a signed-in customer who has not reviewed yet. */
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
          {loggedIn && !mine && <ReviewForm productId={productId} />}
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
