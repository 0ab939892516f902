import { feedbackFormSchema } from '@portal/shared/contract';
import { Form, FormError, Textarea, useContractForm, useFormSubmit } from '@portal/shared/forms';
import { Button, Group, Paper, Stack, Text, Title } from '@portal/shared/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AccountPage } from '../../common/AccountPage';
import { sendFeedback } from './api/send-feedback';

/** What the form's field gives the stars (`form.getInputProps('rating')`): 0 while none is chosen. */
type StarRatingProps = { value?: number; onChange: (value: number) => void; error?: boolean };

/** Five stars as a radio group: one choice, reachable with the keyboard, named for screen readers. */
function StarRating({ value = 0, onChange, error }: StarRatingProps) {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} id="account-rating-label">
        {t('accountRating')}
      </Text>
      <Group gap={4} role="radiogroup" aria-labelledby="account-rating-label" aria-invalid={error}>
        {[1, 2, 3, 4, 5].map((star) => (
          <Button
            key={star}
            role="radio"
            aria-checked={value === star}
            aria-label={t('accountStars', { stars: star })}
            variant={star <= value ? 'filled' : 'default'}
            px={10}
            onClick={() => onChange(star)}
          >
            ★
          </Button>
        ))}
      </Group>
    </Stack>
  );
}

function FeedbackFormCard({ onSent }: { onSent: () => void }) {
  const { t } = useTranslation();
  const form = useContractForm(feedbackFormSchema, { rating: 0, comment: '' });
  const { error, busy, submit } = useFormSubmit({
    validate: form.check,
    run: async () => {
      await sendFeedback(form.body());
      onSent();
    },
  });
  return (
    <Paper withBorder p="md">
      <Form onSubmit={submit}>
        <Text size="sm" c="dimmed">
          {t('accountFeedbackIntro')}
        </Text>
        <StarRating {...form.getInputProps('rating')} />
        <Textarea label={t('accountComment')} autosize minRows={4} {...form.getInputProps('comment')} />
        <FormError errorKey={error} />
        <Group>
          <Button type="submit" loading={busy}>
            {t('accountSendFeedback')}
          </Button>
        </Group>
      </Form>
    </Paper>
  );
}

export default function FeedbackPage() {
  const { t } = useTranslation();
  const [sent, setSent] = useState(false);
  return (
    <AccountPage titleKey="feedback" back={{ to: '/profile', labelKey: 'profile' }}>
      {sent ? (
        <Paper withBorder p="lg" role="status">
          <Stack align="flex-start">
            <Title order={2} size="h3">
              {t('accountFeedbackThanks')}
            </Title>
            <Text>{t('accountFeedbackThanksText')}</Text>
            <Button variant="light" onClick={() => setSent(false)}>
              {t('accountSendMoreFeedback')}
            </Button>
          </Stack>
        </Paper>
      ) : (
        <FeedbackFormCard onSent={() => setSent(true)} />
      )}
    </AccountPage>
  );
}
