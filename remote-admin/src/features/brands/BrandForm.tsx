import { showToast } from '@portal/shared';
import { adminBrandBodySchema } from '@portal/shared/contract';
import { useContractForm } from '@portal/shared/forms';
import { Button, Group, Paper, TextInput } from '@portal/shared/ui';
import { useTranslation } from 'react-i18next';
import type { BrandChange } from './api/brands';

export type BrandDraft = { id: number | null; name: string; nameKm: string };

/** A new brand or a rename, checked by the API's own rules; what is wrong shows as a toast. */
export function BrandForm({
  draft,
  saving,
  onSave,
  onCancel,
}: {
  draft: BrandDraft;
  saving: boolean;
  onSave: (change: BrandChange) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const form = useContractForm(adminBrandBodySchema, { name: draft.name, nameKm: draft.nameKm });
  return (
    <Paper withBorder p="md">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          const invalid = form.check();
          if (invalid) return showToast({ message: t(invalid) });
          onSave({ kind: 'save', id: draft.id, body: form.body() });
        }}
      >
        <Group align="flex-end">
          <TextInput label={t('adminTaxonomyName')} {...form.getInputProps('name')} />
          <TextInput label={t('adminTaxonomyNameKm')} {...form.getInputProps('nameKm')} />
          <Button type="submit" loading={saving}>
            {t('adminTaxonomySave')}
          </Button>
          <Button variant="default" onClick={onCancel}>
            {t('adminTaxonomyCancel')}
          </Button>
        </Group>
      </form>
    </Paper>
  );
}
