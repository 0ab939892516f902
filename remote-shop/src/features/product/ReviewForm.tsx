import { toClientError } from '@portal/shared';
import { reviewBodySchema } from '@portal/shared/contract';
import { Button, Paper, Stack, Text, Title } from '@portal/shared/ui';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreateReview } from '../../common/catalogue/api/create-review';

/** A signed-in customer's review: rating and text are both required (the shared contract checks them). */
export default function ReviewForm({ productId }: { productId: number }) {
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
