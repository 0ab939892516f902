import { showToast } from '@portal/shared';
import { Textarea } from '@portal/shared/forms';
import { Button, Paper, Stack, Text } from '@portal/shared/ui';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorKeyOf } from '../error-key';

/** A form of `useContractForm`: it marks its first failing field and answers that rule's key. */
type CheckedForm = { check: () => string | null; clearErrors: () => void };

/**
 * Accept a request (the desk's own `fields`) or refuse it with a reason; either decision is sent by `send` and the
 * requester is told (`noteKey`). One message shows for both forms, so only the field it is about stays marked.
 */
export function RequestDecision<Decision>({
  send,
  accept,
  refuse,
  noteKey,
}: {
  send: {
    mutate: (decision: Decision, on: { onSuccess: () => void; onError: (failure: unknown) => void }) => void;
    isPending: boolean;
  };
  accept: { form: CheckedForm; decision: () => Decision; fields: ReactNode; buttonKey: string };
  refuse: {
    form: CheckedForm & { getInputProps: (field: 'reason') => object };
    decision: () => Decision;
    reasonKey: string;
    buttonKey: string;
  };
  noteKey: string;
}) {
  const { t } = useTranslation();
  const [error, setError] = useState('');
  const decide = (chosen: typeof accept | typeof refuse, other: CheckedForm) => {
    other.clearErrors();
    const invalid = chosen.form.check();
    if (invalid) return setError(invalid);
    send.mutate(chosen.decision(), {
      onSuccess: () => showToast({ message: t('adminSaved') }),
      onError: (failure) => setError(errorKeyOf(failure)),
    });
  };
  return (
    <Stack gap="md">
      <Paper withBorder p="md">
        <Stack gap="sm">
          {accept.fields}
          <Button w="fit-content" onClick={() => decide(accept, refuse.form)} loading={send.isPending}>
            {t(accept.buttonKey)}
          </Button>
        </Stack>
      </Paper>
      <Paper withBorder p="md">
        <Stack gap="sm">
          <Textarea
            label={t(refuse.reasonKey)}
            {...refuse.form.getInputProps('reason')}
            autosize
            minRows={2}
          />
          <Button
            w="fit-content"
            color="red"
            variant="light"
            onClick={() => decide(refuse, accept.form)}
            loading={send.isPending}
          >
            {t(refuse.buttonKey)}
          </Button>
        </Stack>
      </Paper>
      {error ? (
        <Text c="red" size="sm" role="alert">
          {t(error)}
        </Text>
      ) : null}
      <Text size="xs" c="dimmed">
        {t(noteKey)}
      </Text>
    </Stack>
  );
}
