import { PageHeading } from '@portal/shared';
import type { AdminPopupBanner } from '@portal/shared/contract';
import { Table } from '@portal/shared/overlays';
import { Badge, Button, Skeleton, Stack } from '@portal/shared/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePopupBanners } from './api/get-popup-banners';
import { BannerForm } from './BannerForm';

/** Popup banners and advertisement popups: the list, and one form to create or edit. */
export default function PopupBannersPage() {
  const { t } = useTranslation();
  const banners = usePopupBanners();
  const [editing, setEditing] = useState<AdminPopupBanner | 'new' | null>(null);
  return (
    <Stack>
      <PageHeading titleKey="adminPopupBanners" />
      {editing ? (
        <BannerForm
          key={editing === 'new' ? 'new' : editing.id}
          banner={editing === 'new' ? null : editing}
          onDone={() => setEditing(null)}
        />
      ) : (
        <Button w="fit-content" onClick={() => setEditing('new')}>
          {t('adminNewBanner')}
        </Button>
      )}
      {banners.isPending ? (
        <Skeleton h={120} />
      ) : (
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('adminBannerImage')}</Table.Th>
              <Table.Th>{t('adminBannerTitle')}</Table.Th>
              <Table.Th>{t('adminShowAfterSecond')}</Table.Th>
              <Table.Th>{t('adminHideAfterSecond')}</Table.Th>
              <Table.Th>{t('adminStatus')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {banners.data?.map((banner) => (
              <Table.Tr key={banner.id}>
                <Table.Td>
                  {banner.webImageUrl ? <img src={banner.webImageUrl} alt="" height={48} /> : null}
                </Table.Td>
                <Table.Td>{banner.title}</Table.Td>
                <Table.Td>{banner.showAfterSecond}</Table.Td>
                <Table.Td>{banner.hideAfterSecond}</Table.Td>
                <Table.Td>
                  <Badge color={banner.isActive ? 'green' : 'gray'}>
                    {t(banner.isActive ? 'adminActive' : 'adminInactive')}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Button size="xs" variant="default" onClick={() => setEditing(banner)}>
                    {t('adminEdit')}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
