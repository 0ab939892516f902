import { Stack } from '@portal/shared/ui';
import type { ReactNode } from 'react';

/** Enter submits; the browser's own validation stays out of the way of the spec's messages. */
export function Form({ onSubmit, children }: { onSubmit: () => void; children: ReactNode }) {
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <Stack gap="sm">{children}</Stack>
    </form>
  );
}
