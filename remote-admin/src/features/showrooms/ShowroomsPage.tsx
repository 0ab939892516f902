import { PageHeading, showToast } from '@portal/shared';
import { type AdminShowroom, openingHoursText } from '@portal/shared/contract';
import { Table } from '@portal/shared/overlays';
import { Anchor, Badge, Button, Group, Skeleton, Stack } from '@portal/shared/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorKeyOf } from '../../common/error-key';
import { useShowrooms } from './api/get-showrooms';
import { useShowShowroom } from './api/show-showroom';
import { mapLinkOf } from './coordinates';
import { ShowroomForm } from './ShowroomForm';

/** Showrooms, the head office first: one form to add or edit, and show/hide (never the head office). */
export default function ShowroomsPage() {
  const { t, i18n } = useTranslation();
  const showrooms = useShowrooms();
  const show = useShowShowroom();
  const [editing, setEditing] = useState<AdminShowroom | 'new' | null>(null);
  return (
    <Stack>
      <PageHeading titleKey="adminContentShowrooms" />
      {editing ? (
        <ShowroomForm
          key={editing === 'new' ? 'new' : editing.id}
          showroom={editing === 'new' ? null : editing}
          onDone={() => setEditing(null)}
        />
      ) : (
        <Button w="fit-content" onClick={() => setEditing('new')}>
          {t('adminContentNewShowroom')}
        </Button>
      )}
      {showrooms.isPending ? (
        <Skeleton h={120} />
      ) : (
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('adminContentShowroomName')}</Table.Th>
              <Table.Th>{t('adminContentAddress')}</Table.Th>
              <Table.Th>{t('adminContentPhone')}</Table.Th>
              <Table.Th>{t('adminContentOpeningHours')}</Table.Th>
              <Table.Th>{t('adminStatus')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {showrooms.data?.map((showroom) => {
              const map = mapLinkOf(showroom.latitude, showroom.longitude);
              return (
                <Table.Tr key={showroom.id}>
                  <Table.Td>
                    {showroom.name}
                    {showroom.isHeadOffice ? (
                      <Badge ml="xs" variant="light">
                        {t('adminContentHeadOffice')}
                      </Badge>
                    ) : null}
                  </Table.Td>
                  <Table.Td>
                    {map ? (
                      <Anchor href={map} target="_blank" rel="noreferrer">
                        {showroom.address}
                      </Anchor>
                    ) : (
                      showroom.address
                    )}
                  </Table.Td>
                  <Table.Td>{showroom.phone}</Table.Td>
                  <Table.Td>
                    {openingHoursText(showroom.weeklyHours, i18n.language, t('showroomClosed'))}
                  </Table.Td>
                  <Table.Td>
                    <Badge color={showroom.isActive ? 'green' : 'gray'}>
                      {t(showroom.isActive ? 'adminActive' : 'adminInactive')}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      <Button size="xs" variant="default" onClick={() => setEditing(showroom)}>
                        {t('adminEdit')}
                      </Button>
                      {showroom.isHeadOffice ? null : (
                        <Button
                          size="xs"
                          variant="default"
                          onClick={() =>
                            show.mutate(
                              { id: showroom.id, visible: !showroom.isActive },
                              { onError: (failure) => showToast({ message: t(errorKeyOf(failure)) }) },
                            )
                          }
                        >
                          {t(showroom.isActive ? 'adminContentHide' : 'adminContentShow')}
                        </Button>
                      )}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
