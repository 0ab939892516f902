import { PageHeading, showToast } from '@portal/shared';
import type { AdminCategory } from '@portal/shared/contract';
import { Table } from '@portal/shared/overlays';
import { Badge, Button, Group, Skeleton, Stack, Text } from '@portal/shared/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorKeyOf } from '../../common/error-key';
import { type CategoryChange, useCategories, useChangeCategory } from './api/categories';
import { type CategoryDraft, CategoryForm } from './CategoryForm';

/** The category tree: create, rename in English and Khmer, place under a parent, reorder, hide or delete. */
export default function CategoriesPage() {
  const { t } = useTranslation();
  const categories = useCategories();
  const change = useChangeCategory();
  const [draft, setDraft] = useState<CategoryDraft | null>(null);
  const run = (step: CategoryChange, done?: () => void) =>
    change.mutate(step, {
      onSuccess: () => {
        showToast({ message: t('adminTaxonomySaved') });
        done?.();
      },
      onError: (failure) => showToast({ message: t(errorKeyOf(failure)) }),
    });
  const edit = (row: AdminCategory) =>
    setDraft({
      id: row.id,
      name: row.name,
      nameKm: row.nameKm ?? '',
      parentId: row.parentId ? String(row.parentId) : '',
    });
  const tops = (categories.data ?? []).filter((row) => row.parentId === null && !row.isProtected);

  return (
    <Stack>
      <PageHeading titleKey="adminTaxonomyCategories" />
      {draft ? (
        <CategoryForm
          key={draft.id ?? 'new'}
          draft={draft}
          tops={tops}
          saving={change.isPending}
          onSave={(step) => run(step, () => setDraft(null))}
          onCancel={() => setDraft(null)}
        />
      ) : (
        <Group>
          <Button onClick={() => setDraft({ id: null, name: '', nameKm: '', parentId: '' })}>
            {t('adminTaxonomyNewCategory')}
          </Button>
        </Group>
      )}
      {categories.isPending ? (
        <Skeleton h={200} />
      ) : (
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('adminTaxonomyName')}</Table.Th>
              <Table.Th>{t('adminTaxonomyNameKm')}</Table.Th>
              <Table.Th>{t('adminTaxonomyPublished')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(categories.data ?? []).map((row) => (
              <Table.Tr key={row.id} data-testid="admin-category" data-id={row.id}>
                <Table.Td pl={row.depth * 24 + 8}>
                  <Group gap="xs">
                    <Text size="sm" fw={row.depth === 0 ? 600 : 400}>
                      {row.name}
                    </Text>
                    {row.isProtected ? <Badge variant="light">{t('adminTaxonomyProtected')}</Badge> : null}
                    {row.isActive ? null : <Badge color="gray">{t('adminTaxonomyHidden')}</Badge>}
                  </Group>
                </Table.Td>
                <Table.Td>{row.nameKm}</Table.Td>
                <Table.Td>
                  {row.publishedProducts} / {row.products}
                </Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    <Button size="xs" variant="default" onClick={() => edit(row)}>
                      {t('adminTaxonomyEdit')}
                    </Button>
                    <Button
                      size="xs"
                      variant="subtle"
                      aria-label={t('adminTaxonomyUp')}
                      onClick={() => run({ kind: 'move', id: row.id, direction: 'up' })}
                    >
                      ↑
                    </Button>
                    <Button
                      size="xs"
                      variant="subtle"
                      aria-label={t('adminTaxonomyDown')}
                      onClick={() => run({ kind: 'move', id: row.id, direction: 'down' })}
                    >
                      ↓
                    </Button>
                    {row.isProtected ? null : (
                      <>
                        <Button
                          size="xs"
                          variant="subtle"
                          onClick={() => run({ kind: 'visibility', id: row.id, isActive: !row.isActive })}
                        >
                          {t(row.isActive ? 'adminTaxonomyHide' : 'adminTaxonomyShow')}
                        </Button>
                        <Button
                          size="xs"
                          variant="subtle"
                          color="red"
                          onClick={() => run({ kind: 'delete', id: row.id })}
                        >
                          {t('adminTaxonomyDelete')}
                        </Button>
                      </>
                    )}
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
