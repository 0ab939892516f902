import { Button, Group, Paper, Stack, Text, Textarea, Title } from '@portal/shared/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AccountPage } from '../../common/AccountPage';
import { Form } from '../../common/Form';
import { FormError } from '../../common/FormError';
import { useSubmit } from '../../common/use-submit';
import { sendFeedback } from './api/send-feedback';
import { emptyFeedbackForm, type FeedbackForm, feedbackFormError } from './feedback-form';

/** Five stars as a radio group: one choice, reachable with the keyboard, named for screen readers. */
function StarRating({ value, onChange }: { value: number; onChange: (value: number) => void }) {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} id="account-rating-label">
        {t('accountRating')}
      </Text>
      <Group gap={4} role="radiogroup" aria-labelledby="account-rating-label">
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
  const [form, setForm] = useState<FeedbackForm>(emptyFeedbackForm);
  const { error, busy, submit } = useSubmit({
    validate: () => feedbackFormError(form),
    run: async () => {
      await sendFeedback({ rating: form.rating, comment: form.comment.trim() });
      onSent();
    },
  });
  return (
    <Paper withBorder p="md">
      <Form onSubmit={submit}>
        <Text size="sm" c="dimmed">
          {t('accountFeedbackIntro')}
        </Text>
        <StarRating value={form.rating} onChange={(rating) => setForm({ ...form, rating })} />
        <Textarea
          label={t('accountComment')}
          autosize
          minRows={4}
          value={form.comment}
          onChange={(event) => setForm({ ...form, comment: event.currentTarget.value })}
        />
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
