import { Button, Center, Stack, Text } from '@portal/shared/ui';
import { reloadPage } from '../reload-page';

type FullPageErrorProps = { message?: string | undefined; onReload?: () => void };

/** Shown when translations could not be loaded, so its texts are English by necessity. */
export function FullPageError({ message, onReload = reloadPage }: FullPageErrorProps) {
  return (
    <Center h="100vh" p="md">
      <Stack align="center">
        <Text size="lg">{message || 'System Under Maintanance'}</Text>
        <Button onClick={() => onReload()}>Reload Page</Button>
      </Stack>
    </Center>
  );
}
