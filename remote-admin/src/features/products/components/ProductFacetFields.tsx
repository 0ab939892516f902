import { equipmentTypes, facetValueKey, productGrinds, productRoasts } from '@portal/shared/contract';
import { Switch } from '@portal/shared/overlays';
import { Group, NativeSelect, Stack, Text } from '@portal/shared/ui';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';

type SelectInput = Pick<
  ComponentProps<typeof NativeSelect>,
  'value' | 'onChange' | 'error' | 'onFocus' | 'onBlur'
>;

/** A coffee's roast and the grinds it is sold in, an equipment's type: what the shop's filters narrow by. */
export function ProductFacetFields({
  roast,
  equipmentType,
  grinds,
  onGrinds,
}: {
  roast: SelectInput;
  equipmentType: SelectInput;
  grinds: string[];
  onGrinds: (grinds: string[]) => void;
}) {
  const { t } = useTranslation();
  return (
    <Group grow align="flex-start">
      <NativeSelect
        label={t('searchFacetRoast')}
        data={[
          { value: '', label: t('adminCatalogueNoRoast') },
          ...productRoasts.map((code) => ({ value: code, label: t(facetValueKey('roast', code)) })),
        ]}
        {...roast}
      />
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          {t('searchFacetGrind')}
        </Text>
        {productGrinds.map((code) => (
          <Switch
            key={code}
            label={t(facetValueKey('grind', code))}
            checked={grinds.includes(code)}
            onChange={(event) =>
              onGrinds(
                event.currentTarget.checked
                  ? productGrinds.filter((grind) => grind === code || grinds.includes(grind))
                  : grinds.filter((grind) => grind !== code),
              )
            }
          />
        ))}
      </Stack>
      <NativeSelect
        label={t('searchFacetType')}
        data={[
          { value: '', label: t('adminCatalogueNoEquipmentType') },
          ...equipmentTypes.map((code) => ({ value: code, label: t(facetValueKey('type', code)) })),
        ]}
        {...equipmentType}
      />
    </Group>
  );
}
