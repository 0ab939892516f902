import { PageHeading } from '@portal/shared';
import { Link } from '@portal/shared/router';
import { Anchor, Skeleton, Stack, Text } from '@portal/shared/ui';
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
