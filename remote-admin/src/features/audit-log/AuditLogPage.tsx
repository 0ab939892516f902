import { PageHeading } from '@portal/shared';
import { phnomPenhText } from '@portal/shared/contract';
import { Table } from '@portal/shared/overlays';
import { Box, Group, Skeleton, Stack, Text } from '@portal/shared/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CsvDownloadButton } from '../../common/CsvDownloadButton';
import { Pager } from '../../common/Pager';
import { useAuditLog } from './api/get-audit-log';
import { auditValueText } from './audit-text';

/** A long value (a JSON list, a URL) breaks anywhere rather than widen its column and squeeze the date's. */
const valueWrap = { overflowWrap: 'anywhere' } as const;

/** Who changed what and when, with the values before and after; newest first. */
export default function AuditLogPage() {
  const { t } = useTranslation();
  const [offset, setOffset] = useState(0);
  const log = useAuditLog(offset);
  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <PageHeading titleKey="adminAuditLog" />
        <CsvDownloadButton path="/audit-log/export" params={{}} name="audit-log" />
      </Group>
      {log.isPending ? (
        <Skeleton h={160} />
      ) : (
        // On a phone the table scrolls sideways rather than squeeze the values into a letter per line.
        <Box style={{ overflowX: 'auto' }}>
          <Table striped miw={760} aria-label={t('adminAuditLog')}>
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
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{phnomPenhText(entry.createdAt)}</Table.Td>
                  <Table.Td>{entry.staffName}</Table.Td>
                  <Table.Td>
                    {entry.action} {entry.entityId ? `#${entry.entityId}` : ''}
                  </Table.Td>
                  <Table.Td>
                    <Text size="xs" ff="monospace" style={valueWrap}>
                      {auditValueText(entry.before)}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="xs" ff="monospace" style={valueWrap}>
                      {auditValueText(entry.after)}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Box>
      )}
      <Pager meta={log.data?.meta} onOffset={setOffset} />
    </Stack>
  );
}
