import { Drawer } from '@portal/shared/overlays';
import { Button } from '@portal/shared/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** On a phone the facets open over the list from below; the list behind follows every choice. */
export default function FacetDrawer({
  opened,
  total,
  onClose,
  children,
}: {
  opened: boolean;
  total: number | undefined;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="bottom"
      size="85%"
      title={t('searchFiltersOpen')}
      closeButtonProps={{ 'aria-label': t('shellClose') }}
    >
      {children}
      <Button fullWidth mt="md" onClick={onClose}>
        {t('searchShowProducts', { count: total ?? 0 })}
      </Button>
    </Drawer>
  );
}
