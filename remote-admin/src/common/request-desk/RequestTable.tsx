import { formatDate } from '@portal/shared';
import type { ListMeta } from '@portal/shared/contract';
import { Table } from '@portal/shared/overlays';
import { Link } from '@portal/shared/router';
import { Anchor, Badge, Skeleton, Text } from '@portal/shared/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from '../Pager';

/**
 * A desk's requests, a page at a time: each opens at `path`/id from the day it was made, shows the desk's `columns`,
 * then its status; with none, `emptyKey` says so.
 */
export function RequestTable<Request extends { id: number; createdAt: string }>({
  requests,
  path,
  columns,
  status,
  emptyKey,
  onOffset,
}: {
  requests: { isPending: boolean; data: { data: Request[]; meta: ListMeta } | undefined };
  path: string;
  columns: { titleKey: string; cell: (request: Request) => ReactNode }[];
  status: (request: Request) => { colour: string; labelKey: string };
  emptyKey: string;
  onOffset: (offset: number) => void;
}) {
  const { t } = useTranslation();
  if (requests.isPending) return <Skeleton h={160} />;
  if (!requests.data?.data.length) return <Text c="dimmed">{t(emptyKey)}</Text>;
  return (
    <>
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('adminContentRequestedAt')}</Table.Th>
            {columns.map((column) => (
              <Table.Th key={column.titleKey}>{t(column.titleKey)}</Table.Th>
            ))}
            <Table.Th>{t('adminStatus')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {requests.data.data.map((request) => (
            <Table.Tr key={request.id}>
              <Table.Td>
                <Anchor component={Link} to={`${path}/${request.id}`}>
                  {formatDate(request.createdAt)}
                </Anchor>
              </Table.Td>
              {columns.map((column) => (
                <Table.Td key={column.titleKey}>{column.cell(request)}</Table.Td>
              ))}
              <Table.Td>
                <Badge color={status(request).colour}>{t(status(request).labelKey)}</Badge>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Pager meta={requests.data.meta} onOffset={onOffset} />
    </>
  );
}
