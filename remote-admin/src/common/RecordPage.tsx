import { PageHeading } from '@portal/shared';
import { Link } from '@portal/shared/router';
import { Anchor, Paper, Skeleton, Stack, Text, Title } from '@portal/shared/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorKeyOf } from './error-key';

/** One record's page: its heading, the way back to its list, then the record once read, or why it could not be. */
export function RecordPage<Data>({
  titleKey,
  back,
  record,
  children,
}: {
  titleKey: string;
  back: { to: string; labelKey: string };
  record: { isPending: boolean; data: Data | undefined; error: unknown };
  children: (data: Data) => ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Stack>
      <PageHeading titleKey={titleKey} />
      <Anchor component={Link} to={back.to} size="sm">
        {t(back.labelKey)}
      </Anchor>
      {record.isPending ? (
        <Skeleton h={240} />
      ) : record.data ? (
        children(record.data)
      ) : (
        <Text c="red">{t(errorKeyOf(record.error))}</Text>
      )}
    </Stack>
  );
}

/** A titled box of a record's page. */
export function RecordSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="md">
      <Stack gap="xs">
        <Title order={2} size="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
