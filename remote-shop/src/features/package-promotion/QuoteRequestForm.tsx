import { toClientError } from '@portal/shared';
import { quotationFormSchema } from '@portal/shared/contract';
import { useContractForm } from '@portal/shared/forms';
import { useNavigate } from '@portal/shared/router';
import { Button, Paper, Stack, Text, TextInput, Title } from '@portal/shared/ui';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRequestQuote } from '../../common/catalogue/api/request-quote';
import type { quoteFormStart } from './quote-contact';

/** Request a quote for one package; success goes to …/request-quote-success. */
export function QuoteRequestForm({
  productId,
  start,
}: {
  productId: number;
  start: ReturnType<typeof quoteFormStart>;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const request = useRequestQuote();
  const form = useContractForm(quotationFormSchema, start);
  const [error, setError] = useState<string | null>(null);
  const { error: messageInvalid, ...message } = form.getInputProps('message');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = form.check();
    setError(problem);
    if (problem) return;
    request.mutate(
      { productId, ...form.body() },
      {
        onSuccess: () => navigate(`/product/package-promotion/detail/${productId}/request-quote-success`),
        onError: (failure) => setError(toClientError(failure).message),
      },
    );
  };

  return (
    <Paper withBorder p="sm" component="form" onSubmit={submit} noValidate>
      <Stack gap="xs">
        <Title order={2} size="h5">
          {t('catalogueRequestQuote')}
        </Title>
        <TextInput label={t('catalogueYourName')} required {...form.getInputProps('name')} />
        <TextInput label={t('cataloguePhone')} type="tel" required {...form.getInputProps('phone')} />
        <TextInput label={t('catalogueEmail')} type="email" {...form.getInputProps('email')} />
        <TextInput label={t('catalogueCompany')} {...form.getInputProps('company')} />
        <TextInput
          label={t('catalogueQuantity')}
          type="number"
          min={1}
          required
          {...form.getInputProps('quantity')}
        />
        <label htmlFor="quote-message">
          <Text size="sm">{t('catalogueMessage')}</Text>
        </label>
        <textarea
          id="quote-message"
          className="catalogue-textarea"
          maxLength={2000}
          aria-invalid={messageInvalid}
          {...message}
        />
        {error && (
          <Text c="red.8" size="sm" role="alert">
            {t(error)}
          </Text>
        )}
        <Button type="submit" loading={request.isPending}>
          {t('catalogueSendQuoteRequest')}
        </Button>
      </Stack>
    </Paper>
  );
}
