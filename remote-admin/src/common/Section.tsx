import { Paper, Title } from '@portal/shared/ui';
import type { ReactNode } from 'react';

/** Tiles side by side on a wide screen, one or two a row on a phone. */
export const tileGrid = (min: number) => ({
  display: 'grid',
  gap: 'var(--mantine-spacing-md)',
  gridTemplateColumns: `repeat(auto-fill, minmax(min(${min}px, 100%), 1fr))`,
});

/** A titled panel of a staff overview page (the dashboard, the reports). */
export function Section({
  title,
  children,
  testId,
}: {
  title: string;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <Paper withBorder p="md" data-testid={testId}>
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}
