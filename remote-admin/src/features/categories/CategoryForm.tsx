import { showToast } from '@portal/shared';
import { type AdminCategory, adminCategoryFormSchema } from '@portal/shared/contract';
import { useContractForm } from '@portal/shared/forms';
import { Button, Group, NativeSelect, Paper, TextInput } from '@portal/shared/ui';
import { useTranslation } from 'react-i18next';
import type { CategoryChange } from './api/categories';

export type CategoryDraft = { id: number | null; name: string; nameKm: string; parentId: string };

/**
 * A new category or an edit of one: its names and, among the top categories `tops` (itself left out), its parent.
 * Checked by the API's own rules; what is wrong shows as a toast.
 */
export function CategoryForm({
  draft,
  tops,
  saving,
  onSave,
  onCancel,
}: {
  draft: CategoryDraft;
  tops: AdminCategory[];
  saving: boolean;
  onSave: (change: CategoryChange) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const form = useContractForm(adminCategoryFormSchema, {
    name: draft.name,
    nameKm: draft.nameKm,
    parentId: draft.parentId,
  });
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
          <TextInput label={t('adminTaxonomyName')} name="name" {...form.getInputProps('name')} />
          <TextInput label={t('adminTaxonomyNameKm')} name="nameKm" {...form.getInputProps('nameKm')} />
          <NativeSelect
            label={t('adminTaxonomyParent')}
            name="parentId"
            data={[
              { value: '', label: t('adminTaxonomyNoParent') },
              ...tops
                .filter((row) => row.id !== draft.id)
                .map((row) => ({ value: String(row.id), label: row.name })),
            ]}
            {...form.getInputProps('parentId')}
          />
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
