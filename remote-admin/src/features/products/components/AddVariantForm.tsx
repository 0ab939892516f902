import { showToast } from '@portal/shared';
import { adminVariantCreateBodySchema } from '@portal/shared/contract';
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
  const [sku, setSku] = useState('');
  const [rows, setRows] = useState<OptionRow[]>(() => (optionNames ?? []).map((name) => emptyRow(name)));
  const [error, setError] = useState('');
  const create = useCreateVariant();
  const firstVariant = optionNames === null;
  const change = (index: number, patch: Partial<OptionRow>) =>
    setRows((current) => current.map((row, at) => (at === index ? { ...row, ...patch } : row)));

  const onAdd = () => {
    const parsed = adminVariantCreateBodySchema.safeParse({
      sku,
      optionValues: rows.filter((row) => row.option.trim() || row.value.trim()),
    });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'badRequest');
    create.mutate(
      { productId, body: parsed.data },
      {
        onSuccess: () => {
          setSku('');
          setRows((current) => current.map((row) => ({ ...row, value: '', valueKm: '' })));
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
        <TextInput
          label={t('adminCatalogueSku')}
          value={sku}
          onChange={(event) => setSku(event.currentTarget.value)}
          w={240}
        />
        {rows.map((row, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows are only added at the end and removed as a whole
          <Group key={index} grow align="flex-end">
            <TextInput
              label={t('adminCatalogueOptionName')}
              value={row.option}
              readOnly={!firstVariant}
              onChange={(event) => change(index, { option: event.currentTarget.value })}
            />
            {firstVariant ? (
              <TextInput
                label={t('adminCatalogueOptionNameKm')}
                value={row.optionKm}
                onChange={(event) => change(index, { optionKm: event.currentTarget.value })}
              />
            ) : null}
            <TextInput
              label={t('adminCatalogueOptionValue')}
              value={row.value}
              onChange={(event) => change(index, { value: event.currentTarget.value })}
            />
            <TextInput
              label={t('adminCatalogueOptionValueKm')}
              value={row.valueKm}
              onChange={(event) => change(index, { valueKm: event.currentTarget.value })}
            />
          </Group>
        ))}
        {firstVariant ? (
          <Group>
            <Button
              variant="default"
              size="xs"
              onClick={() => setRows((current) => [...current, emptyRow()])}
            >
              {t('adminCatalogueAddOption')}
            </Button>
            {rows.length ? (
              <Button variant="subtle" size="xs" onClick={() => setRows([])}>
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
