import { Button, Group, Text } from '@portal/shared/ui';

/** A bar over the page's foot saying what this browser runs instead of the live releases, with a button to stop. */
export function FootBar({
  text,
  endText,
  onEnd,
  color,
  testId,
}: {
  text: string;
  endText: string;
  onEnd: () => void;
  color: string;
  testId: string;
}) {
  return (
    <Group
      role="region"
      aria-label={text}
      data-testid={testId}
      justify="center"
      gap="sm"
      px="md"
      py={6}
      bg={color}
      // Over the page's foot, where the shell's fixed header and menu never reach.
      pos="fixed"
      bottom={0}
      left={0}
      right={0}
      style={{ zIndex: 1000 }}
    >
      <Text size="sm" fw={600}>
        {text}
      </Text>
      <Button size="compact-sm" variant="white" color="dark" onClick={onEnd}>
        {endText}
      </Button>
    </Group>
  );
}
