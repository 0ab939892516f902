import { toClientError } from '@portal/shared';
import { quotationFormSchema } from '@portal/shared/contract';
import { useContractForm } from '@portal/shared/forms';
import { useNavigate, useParams } from '@portal/shared/router';
import { Button, Paper, Skeleton, Stack, Text, TextInput, Title } from '@portal/shared/ui';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useProduct } from '../../common/catalogue/api/get-product';
import { useRequestQuote } from '../../common/catalogue/api/request-quote';
import { CatalogueImage } from '../../common/catalogue/components/CatalogueImage';
import { NamedHeading } from '../../common/catalogue/components/NamedHeading';
import { Price } from '../../common/catalogue/components/Price';
import { ProductLoadFailed } from '../../common/catalogue/components/ProductLoadFailed';
import '../../common/catalogue/catalogue.css';

/** A package with the request-a-quote form; success goes to …/request-quote-success. */
export default function PackagePromotionDetailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const product = useProduct(Number.isInteger(id) ? id : 0);
  const request = useRequestQuote();
  const form = useContractForm(quotationFormSchema, {
    name: '',
    phone: '',
    email: '',
    company: '',
    quantity: '1',
    message: '',
  });
  const [error, setError] = useState<string | null>(null);
  const { error: messageInvalid, ...message } = form.getInputProps('message');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = form.check();
    setError(problem);
    if (problem) return;
    request.mutate(
      { productId: id, ...form.body() },
      {
        onSuccess: () => navigate(`/product/package-promotion/detail/${id}/request-quote-success`),
        onError: (failure) => setError(toClientError(failure).message),
      },
    );
  };

  if (product.isError) {
    return <ProductLoadFailed error={product.error} onRetry={() => product.refetch()} />;
  }
  const data = product.data;
  return (
    <Stack>
      <NamedHeading name={data?.name} />
      {!data ? (
        <Skeleton height={240} />
      ) : (
        <div className="catalogue-product">
          <div className="catalogue-gallery">
            {data.images.slice(0, 1).map((image) => (
              <CatalogueImage
                key={image.url}
                image={image}
                alt={data.name}
                sizes="(min-width: 760px) 445px, 100vw"
                eager
              />
            ))}
          </div>
          <Stack gap="sm">
            <Text size="xl">
              <Price price={data.price} compareAtPrice={data.compareAtPrice} />
            </Text>
            <Text size="sm">{data.description}</Text>
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
          </Stack>
        </div>
      )}
    </Stack>
  );
}
