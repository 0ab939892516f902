import { Button, Group, Text } from '@portal/shared/ui';
import { useTranslation } from 'react-i18next';

/**
 * The foot of an edit form: what went wrong (a message key), then Save (or `saveKey`'s text) and, given
 * `onCancel`, Cancel. Without `onSave`, Save submits the form it is in.
 */
export function FormActions({
  error,
  saving,
  disabled,
  onSave,
  onCancel,
  saveKey = 'adminSave',
}: {
  error: string | null | undefined;
  saving: boolean;
  disabled?: boolean;
  onSave?: () => void;
  onCancel?: () => void;
  saveKey?: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      {error ? (
        <Text c="red" size="sm" role="alert">
          {t(error)}
        </Text>
      ) : null}
      <Group>
        <Button type={onSave ? 'button' : 'submit'} onClick={onSave} loading={saving} disabled={disabled}>
          {t(saveKey)}
        </Button>
        {onCancel ? (
          <Button variant="default" onClick={onCancel}>
            {t('adminCancel')}
          </Button>
        ) : null}
      </Group>
    </>
  );
}
