import { LoadFailed } from '@portal/shared';
import { Skeleton, Stack, Text } from '@portal/shared/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type QueryViewProps<T> = {
  query: UseQueryResult<T>;
  /** True when the answer has nothing to show. */
  isEmpty?: (data: T) => boolean;
  emptyKey?: string;
  skeletons?: number;
  children: (data: T) => ReactNode;
};

/** Loading skeletons, a clear error with Try again, an empty state, or the data. */
export function QueryView<T>({ query, isEmpty, emptyKey, skeletons = 3, children }: QueryViewProps<T>) {
  const { t } = useTranslation();
  if (query.isPending) {
    return (
      <Stack gap="sm" data-testid="academy-loading">
        {Array.from({ length: skeletons }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <Skeleton key={index} height={72} radius="md" />
        ))}
      </Stack>
    );
  }
  if (query.isError) return <LoadFailed error={query.error} onRetry={() => query.refetch()} />;
  if (isEmpty?.(query.data)) {
    return (
      <Text c="dimmed" data-testid="academy-empty">
        {t(emptyKey ?? 'academyNothingHereYet')}
      </Text>
    );
  }
  return <>{children(query.data)}</>;
}
