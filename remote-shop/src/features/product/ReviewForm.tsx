import { toClientError } from '@portal/shared';
import { reviewFormSchema } from '@portal/shared/contract';
import { useContractForm } from '@portal/shared/forms';
import { Button, Paper, Stack, Text, Title } from '@portal/shared/ui';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreateReview } from '../../common/catalogue/api/create-review';

/** A signed-in customer's review: rating and text are both required (the shared contract checks them). */
export default function ReviewForm({ productId }: { productId: number }) {
  const { t } = useTranslation();
  const form = useContractForm(reviewFormSchema, { rating: 0, comment: '' });
  const [error, setError] = useState<string | null>(null);
  const create = useCreateReview(productId);
  const { error: commentInvalid, ...comment } = form.getInputProps('comment');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = form.check();
    setError(problem);
    if (problem) return;
    create.mutate(
      { productId, ...form.body() },
      {
        onSuccess: () => form.reset(),
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
              aria-pressed={value <= form.values.rating}
              aria-label={t('catalogueRateStars', { count: value })}
              onClick={() => form.setFieldValue('rating', value)}
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
          maxLength={2000}
          aria-invalid={commentInvalid}
          {...comment}
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
