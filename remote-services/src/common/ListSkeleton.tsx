import { Skeleton, Stack } from '@portal/shared/ui';

export function ListSkeleton({ rows = 3 }: { rows?: number }) {
  return (
    <Stack gap="sm" aria-busy="true">
      {Array.from({ length: rows }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Skeleton key={index} height={72} radius="md" />
      ))}
    </Stack>
  );
}
