import { Skeleton, Stack } from '@portal/shared/ui';

/** Three grey rows while a list loads. */
export function ListSkeleton({ rowHeight }: { rowHeight: number }) {
  return (
    <Stack data-testid="account-loading">
      {[1, 2, 3].map((row) => (
        <Skeleton key={row} h={rowHeight} />
      ))}
    </Stack>
  );
}
