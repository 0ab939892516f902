import { PageHeading } from '@portal/shared';
import { Link } from '@portal/shared/router';
import { Anchor, Badge, Group, Paper, Skeleton, Stack, Text, Title } from '@portal/shared/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorKeyOf } from '../error-key';

/** A request's page at a back-office desk: the way back to the desk's list, its heading, then the request once read. */
export function RequestPage<Request>({
  back,
  titleKey,
  request,
  children,
}: {
  back: { to: string; labelKey: string };
  titleKey: string;
  request: { isPending: boolean; isError: boolean; data: Request | undefined; error: unknown };
  children: (request: Request) => ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Stack maw={760}>
      <Anchor component={Link} to={back.to} size="sm">
        {t(back.labelKey)}
      </Anchor>
      <PageHeading titleKey={titleKey} />
      {request.isPending ? (
        <Skeleton h={200} />
      ) : request.isError || !request.data ? (
        <Text c="red" role="alert">
          {t(errorKeyOf(request.error))}
        </Text>
      ) : (
        children(request.data)
      )}
    </Stack>
  );
}

/** What a request is: its title and status, then its facts (`Fact`s) in a panel. */
export function RequestSummary({
  title,
  status,
  children,
}: {
  title: string;
  status: { colour: string; labelKey: string; testId: string };
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Group>
        <Title order={3}>{title}</Title>
        <Badge color={status.colour} data-testid={status.testId}>
          {t(status.labelKey)}
        </Badge>
      </Group>
      <Paper withBorder p="md">
        <Stack gap={6}>{children}</Stack>
      </Paper>
    </>
  );
}

/** One labelled fact of a request; long text keeps its line breaks. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group gap="xs" align="flex-start">
      <Text size="sm" c="dimmed" w={180}>
        {label}
      </Text>
      <Text size="sm" style={{ flex: 1, whiteSpace: 'pre-wrap' }}>
        {children}
      </Text>
    </Group>
  );
}
