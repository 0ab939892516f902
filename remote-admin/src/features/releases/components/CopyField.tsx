import { showToast } from '@portal/shared';
import { Button, Group, TextInput } from '@portal/shared/ui';
import { useTranslation } from 'react-i18next';

/** A value to hand on (a link, a token), read-only and selected on focus, with a button copying it. */
export function CopyField({ label, value }: { label: string; value: string }) {
  const { t } = useTranslation();
  const copy = async () => {
    await navigator.clipboard?.writeText(value);
    showToast({ message: t('adminReleaseCopied') });
  };
  return (
    <Group gap="xs" align="flex-end" wrap="nowrap">
      <TextInput
        label={label}
        value={value}
        readOnly
        onFocus={(event) => event.currentTarget.select()}
        style={{ flex: 1, minWidth: 0 }}
        styles={{ input: { fontFamily: 'monospace' } }}
      />
      <Button variant="default" onClick={copy}>
        {t('adminReleaseCopy')}
      </Button>
    </Group>
  );
}
