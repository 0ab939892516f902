import { Text } from '@portal/shared/ui';
import { useTranslation } from 'react-i18next';

/** The first failing rule of a form, or the server's answer, under its fields. */
export function FormError({ errorKey }: { errorKey: string | null }) {
  const { t } = useTranslation();
  if (!errorKey) return null;
  return (
    <Text c="red.8" size="sm" role="alert">
      {t(errorKey)}
    </Text>
  );
}
