import { PageHeading } from '@portal/shared';
import { phnomPenhText } from '@portal/shared/contract';
import { Table } from '@portal/shared/overlays';
import { Skeleton, Stack, Text } from '@portal/shared/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from '../../common/Pager';
import { useAuditLog } from './api/get-audit-log';
import { auditValueText } from './audit-text';

/** Who changed what and when, with the values before and after; newest first. */
export default function AuditLogPage() {
  const { t } = useTranslation();
  const [offset, setOffset] = useState(0);
  const log = useAuditLog(offset);
  return (
    <Stack>
      <PageHeading titleKey="adminAuditLog" />
      {log.isPending ? (
        <Skeleton h={160} />
      ) : (
        <Table striped aria-label={t('adminAuditLog')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('adminWhen')}</Table.Th>
              <Table.Th>{t('adminWho')}</Table.Th>
              <Table.Th>{t('adminWhat')}</Table.Th>
              <Table.Th>{t('adminBefore')}</Table.Th>
              <Table.Th>{t('adminAfter')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {log.data?.data.map((entry) => (
              <Table.Tr key={entry.id}>
                <Table.Td>{phnomPenhText(entry.createdAt)}</Table.Td>
                <Table.Td>{entry.staffName}</Table.Td>
                <Table.Td>
                  {entry.action} {entry.entityId ? `#${entry.entityId}` : ''}
                </Table.Td>
                <Table.Td>
                  <Text size="xs" ff="monospace">
                    {auditValueText(entry.before)}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="xs" ff="monospace">
                    {auditValueText(entry.after)}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <Pager meta={log.data?.meta} onOffset={setOffset} />
    </Stack>
  );
}
