import { PageHeading, showToast } from '@portal/shared';
import { Table } from '@portal/shared/overlays';
import { Badge, Button, Group, Skeleton, Stack } from '@portal/shared/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorKeyOf } from '../../common/error-key';
import { type BrandChange, useBrands, useChangeBrand } from './api/brands';
import { type BrandDraft, BrandForm } from './BrandForm';

/** Brands: create, rename, hide or show, remove one no product names. */
export default function BrandsPage() {
  const { t } = useTranslation();
  const brands = useBrands();
  const change = useChangeBrand();
  const [draft, setDraft] = useState<BrandDraft | null>(null);
  const run = (step: BrandChange, done?: () => void) =>
    change.mutate(step, {
      onSuccess: () => {
        showToast({ message: t('adminTaxonomySaved') });
        done?.();
      },
      onError: (failure) => showToast({ message: t(errorKeyOf(failure)) }),
    });
  return (
    <Stack>
      <PageHeading titleKey="adminTaxonomyBrands" />
      {draft ? (
        <BrandForm
          key={draft.id ?? 'new'}
          draft={draft}
          saving={change.isPending}
          onSave={(step) => run(step, () => setDraft(null))}
          onCancel={() => setDraft(null)}
        />
      ) : (
        <Group>
          <Button onClick={() => setDraft({ id: null, name: '', nameKm: '' })}>
            {t('adminTaxonomyNewBrand')}
          </Button>
        </Group>
      )}
      {brands.isPending ? (
        <Skeleton h={160} />
      ) : (
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('adminTaxonomyName')}</Table.Th>
              <Table.Th>{t('adminTaxonomyNameKm')}</Table.Th>
              <Table.Th>{t('adminTaxonomyProducts')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(brands.data ?? []).map((brand) => (
              <Table.Tr key={brand.id} data-testid="admin-brand">
                <Table.Td>
                  {brand.name}{' '}
                  {brand.isActive ? null : <Badge color="gray">{t('adminTaxonomyHidden')}</Badge>}
                </Table.Td>
                <Table.Td>{brand.nameKm}</Table.Td>
                <Table.Td>{brand.products}</Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    <Button
                      size="xs"
                      variant="default"
                      onClick={() => setDraft({ id: brand.id, name: brand.name, nameKm: brand.nameKm ?? '' })}
                    >
                      {t('adminTaxonomyEdit')}
                    </Button>
                    <Button
                      size="xs"
                      variant="subtle"
                      onClick={() => run({ kind: 'visibility', id: brand.id, isActive: !brand.isActive })}
                    >
                      {t(brand.isActive ? 'adminTaxonomyHide' : 'adminTaxonomyShow')}
                    </Button>
                    <Button
                      size="xs"
                      variant="subtle"
                      color="red"
                      onClick={() => run({ kind: 'delete', id: brand.id })}
                    >
                      {t('adminTaxonomyDelete')}
                    </Button>
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
