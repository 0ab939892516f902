import { showToast } from '@portal/shared';
import { type LowStockDefault, lowStockDefaultFormSchema } from '@portal/shared/contract';
import { useContractForm } from '@portal/shared/forms';
import { Button, Group, Paper, Stack, Text, TextInput, Title } from '@portal/shared/ui';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorKeyOf } from '../../../common/error-key';
import { useChangeLowStockDefault } from '../api/change-low-stock-default';

/** The low-stock level of every variant without one of its own. */
export function LowStockDefaultForm({ current }: { current: LowStockDefault }) {
  const { t } = useTranslation();
  const titleId = useId();
  const form = useContractForm(lowStockDefaultFormSchema, { level: String(current.level) });
  const [error, setError] = useState('');
  const change = useChangeLowStockDefault();
  const onSave = () => {
    const invalid = form.check();
    if (invalid) return setError(invalid);
    change.mutate(form.body(), {
      onSuccess: () => {
        setError('');
        showToast({ message: t('adminLowStockDefaultSaved'), color: 'green' });
      },
      onError: (failure) => setError(errorKeyOf(failure)),
    });
  };
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={2} size="h5" id={titleId}>
          {t('adminLowStockDefault')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('adminLowStockDefaultHint')}
        </Text>
        <Group align="flex-end">
          <TextInput
            w={160}
            inputMode="numeric"
            label={t('adminLowStockLevel')}
            {...form.getInputProps('level')}
            error={error ? t(error) : undefined}
            onKeyDown={(event) => {
              if (event.key === 'Enter') onSave();
            }}
          />
          <Button onClick={onSave} loading={change.isPending}>
            {t('adminSave')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
