import { PageHeading, showToast } from '@portal/shared';
import { type AdminHomeBanner, phnomPenhDayOf } from '@portal/shared/contract';
import { Table } from '@portal/shared/overlays';
import { Badge, Button, Group, Skeleton, Stack } from '@portal/shared/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorKeyOf } from '../../common/error-key';
import { useHomeBanners } from './api/get-home-banners';
import { useOrderHomeBanners } from './api/order-home-banners';
import { useShowHomeBanner } from './api/show-home-banner';
import { bannerRunsOn, moveBanner } from './banner-order';
import { HomeBannerForm } from './HomeBannerForm';

/** The home page's slider: slides in their order, one form to add or edit, show/hide and move up/down. */
export default function HomeBannersPage() {
  const { t } = useTranslation();
  const banners = useHomeBanners();
  const order = useOrderHomeBanners();
  const show = useShowHomeBanner();
  const [editing, setEditing] = useState<AdminHomeBanner | 'new' | null>(null);
  const today = phnomPenhDayOf(new Date());
  const ids = banners.data?.map((banner) => banner.id) ?? [];
  const onError = (failure: unknown) => showToast({ message: t(errorKeyOf(failure)) });
  const move = (index: number, step: -1 | 1) => order.mutate(moveBanner(ids, index, step), { onError });
  return (
    <Stack>
      <PageHeading titleKey="adminContentHomeBanners" />
      {editing ? (
        <HomeBannerForm
          key={editing === 'new' ? 'new' : editing.id}
          banner={editing === 'new' ? null : editing}
          onDone={() => setEditing(null)}
        />
      ) : (
        <Button w="fit-content" onClick={() => setEditing('new')}>
          {t('adminContentNewHomeBanner')}
        </Button>
      )}
      {banners.isPending ? (
        <Skeleton h={120} />
      ) : (
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('adminContentImage')}</Table.Th>
              <Table.Th>{t('adminContentTitleEn')}</Table.Th>
              <Table.Th>{t('adminContentTitleKm')}</Table.Th>
              <Table.Th>{t('adminContentLink')}</Table.Th>
              <Table.Th>{t('adminContentStartDate')}</Table.Th>
              <Table.Th>{t('adminContentEndDate')}</Table.Th>
              <Table.Th>{t('adminStatus')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {banners.data?.map((banner, index) => (
              <Table.Tr key={banner.id} data-testid={`home-banner-${banner.id}`}>
                <Table.Td>
                  {banner.imageUrl ? <img src={banner.imageUrl} alt="" height={40} /> : null}
                </Table.Td>
                <Table.Td>{banner.title}</Table.Td>
                <Table.Td>{banner.titleKm}</Table.Td>
                <Table.Td>{banner.link}</Table.Td>
                <Table.Td>{banner.startDate}</Table.Td>
                <Table.Td>{banner.endDate}</Table.Td>
                <Table.Td>
                  <Badge color={bannerRunsOn(banner, today) ? 'green' : 'gray'}>
                    {t(banner.isActive ? 'adminActive' : 'adminInactive')}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    <Button size="xs" variant="default" onClick={() => setEditing(banner)}>
                      {t('adminEdit')}
                    </Button>
                    <Button
                      size="xs"
                      variant="default"
                      onClick={() => show.mutate({ id: banner.id, visible: !banner.isActive }, { onError })}
                    >
                      {t(banner.isActive ? 'adminContentHide' : 'adminContentShow')}
                    </Button>
                    <Button
                      size="xs"
                      variant="subtle"
                      aria-label={t('adminContentMoveUp')}
                      disabled={index === 0 || order.isPending}
                      onClick={() => move(index, -1)}
                    >
                      ↑
                    </Button>
                    <Button
                      size="xs"
                      variant="subtle"
                      aria-label={t('adminContentMoveDown')}
                      disabled={index === ids.length - 1 || order.isPending}
                      onClick={() => move(index, 1)}
                    >
                      ↓
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
