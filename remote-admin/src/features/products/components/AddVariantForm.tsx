import { showToast } from '@portal/shared';
import { adminVariantCreateFormSchema } from '@portal/shared/contract';
import { useContractForm } from '@portal/shared/forms';
import { Button, Group, Paper, Stack, Text, TextInput, Title } from '@portal/shared/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorKeyOf } from '../../../common/error-key';
import { useCreateVariant } from '../api/save-variant';

type OptionRow = { option: string; optionKm: string; value: string; valueKm: string };

const emptyRow = (option = ''): OptionRow => ({ option, optionKm: '', value: '', valueKm: '' });

/**
 * A new variant: its SKU and one value per option. The product's existing options are filled in; a product's
 * first variant may name new options (or none, for a product sold in one form).
 */
export function AddVariantForm({
  productId,
  optionNames,
}: {
  productId: number;
  optionNames: string[] | null;
}) {
  const { t } = useTranslation();
  const form = useContractForm(adminVariantCreateFormSchema, {
    sku: '',
    rows: (optionNames ?? []).map((name) => emptyRow(name)),
  });
  const [error, setError] = useState('');
  const create = useCreateVariant();
  const firstVariant = optionNames === null;

  const onAdd = () => {
    const invalid = form.check();
    if (invalid) return setError(invalid);
    create.mutate(
      { productId, body: form.body() },
      {
        onSuccess: () => {
          form.setFieldValue('sku', '');
          form.setFieldValue('rows', (rows) => rows.map((row) => ({ ...row, value: '', valueKm: '' })));
          setError('');
          showToast({ message: t('adminCatalogueVariantAdded') });
        },
        onError: (failure) => setError(errorKeyOf(failure)),
      },
    );
  };

  return (
    <Paper withBorder p="md">
      <Stack gap="sm" role="group" aria-label={t('adminCatalogueAddVariant')}>
        <Title order={3} size="h5">
          {t('adminCatalogueAddVariant')}
        </Title>
        <TextInput label={t('adminCatalogueSku')} {...form.getInputProps('sku')} w={240} />
        {form.values.rows.map((_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows are only added at the end and removed as a whole
          <Group key={index} grow align="flex-end">
            <TextInput
              label={t('adminCatalogueOptionName')}
              {...form.getInputProps(`rows.${index}.option`)}
              readOnly={!firstVariant}
            />
            {firstVariant ? (
              <TextInput
                label={t('adminCatalogueOptionNameKm')}
                {...form.getInputProps(`rows.${index}.optionKm`)}
              />
            ) : null}
            <TextInput
              label={t('adminCatalogueOptionValue')}
              {...form.getInputProps(`rows.${index}.value`)}
            />
            <TextInput
              label={t('adminCatalogueOptionValueKm')}
              {...form.getInputProps(`rows.${index}.valueKm`)}
            />
          </Group>
        ))}
        {firstVariant ? (
          <Group>
            <Button variant="default" size="xs" onClick={() => form.insertListItem('rows', emptyRow())}>
              {t('adminCatalogueAddOption')}
            </Button>
            {form.values.rows.length ? (
              <Button variant="subtle" size="xs" onClick={() => form.setFieldValue('rows', [])}>
                {t('adminCatalogueNoOptions')}
              </Button>
            ) : null}
          </Group>
        ) : null}
        <Text size="xs" c="dimmed">
          {t(firstVariant ? 'adminCatalogueFirstVariantHint' : 'adminCatalogueVariantHint')}
        </Text>
        {error ? (
          <Text c="red" size="sm" role="alert">
            {t(error)}
          </Text>
        ) : null}
        <Button w="fit-content" onClick={onAdd} loading={create.isPending}>
          {t('adminCatalogueAddVariant')}
        </Button>
      </Stack>
    </Paper>
  );
}
