import { Center, Stack, Text, Title } from '@portal/shared/ui';
import { type ReactNode, useEffect } from 'react';

type ErrorPageProps = { status?: number; message: string; children?: ReactNode };

/** The error page of a route: its status, its message, and whatever way out the caller offers. */
export function ErrorPage({ status = 500, message, children }: ErrorPageProps) {
  useEffect(() => {
    document.title = `${message} | Coffee Portal`;
  }, [message]);
  return (
    <Center mih="60vh" p="md">
      <Stack align="center" gap="xs">
        <Title order={1}>{status}</Title>
        <Text>{message}</Text>
        {children}
      </Stack>
    </Center>
  );
}
