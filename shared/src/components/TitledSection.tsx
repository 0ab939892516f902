import { Paper, Stack, Title } from '@portal/shared/ui';
import type { ReactNode } from 'react';

/** A bordered part of a page under its own h2: a record's totals, a checkout step. */
export function TitledSection({
  title,
  p = 'md',
  children,
}: {
  title: string;
  p?: 'sm' | 'md';
  children: ReactNode;
}) {
  return (
    <Paper withBorder p={p} component="section">
      <Stack gap="xs">
        <Title order={2} size="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
