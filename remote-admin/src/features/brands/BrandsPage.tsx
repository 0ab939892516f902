import { PageHeading, showToast } from '@portal/shared';
import { Table } from '@portal/shared/overlays';
import { Badge, Button, Group, Paper, Skeleton, Stack, TextInput } from '@portal/shared/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorKeyOf } from '../../common/error-key';
import { type BrandChange, useBrands, useChangeBrand } from './api/brands';

type Draft = { id: number | null; name: string; nameKm: string };

/** Brands: create, rename, hide or show, remove one no product names. */
export default function BrandsPage() {
  const { t } = useTranslation();
  const brands = useBrands();
  const change = useChangeBrand();
  const [draft, setDraft] = useState<Draft | null>(null);
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
        <Paper withBorder p="md">
          <form
            onSubmit={(event) => {
              event.preventDefault();
              run({ kind: 'save', id: draft.id, body: { name: draft.name, nameKm: draft.nameKm } }, () =>
                setDraft(null),
              );
            }}
          >
            <Group align="flex-end">
              <TextInput
                label={t('adminTaxonomyName')}
                value={draft.name}
                onChange={(event) => setDraft({ ...draft, name: event.currentTarget.value })}
              />
              <TextInput
                label={t('adminTaxonomyNameKm')}
                value={draft.nameKm}
                onChange={(event) => setDraft({ ...draft, nameKm: event.currentTarget.value })}
              />
              <Button type="submit" loading={change.isPending}>
                {t('adminTaxonomySave')}
              </Button>
              <Button variant="default" onClick={() => setDraft(null)}>
                {t('adminTaxonomyCancel')}
              </Button>
            </Group>
          </form>
        </Paper>
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
