import { dialogAtom, isLoggedInAtom, showToast, toClientError } from '@portal/shared';
import type { StockState } from '@portal/shared/contract';
import { Button, Group, Text } from '@portal/shared/ui';
import { useAtomValue, useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useStockAlerts } from './api/get-stock-alerts';
import { useToggleStockAlert } from './api/toggle-stock-alert';
import { stockAlertState } from './stock-alert-state';

/** "Notify me" under a sold-out variant: guests are asked to sign in; a customer sets or cancels the alert. */
export function StockAlertButton({
  productId,
  variant,
}: {
  productId: number;
  variant: { id: number; stock: number; stockState: StockState } | null;
}) {
  const { t } = useTranslation();
  const loggedIn = useAtomValue(isLoggedInAtom);
  const setDialog = useSetAtom(dialogAtom);
  const alerts = useStockAlerts(productId);
  const toggle = useToggleStockAlert(productId);
  const state = stockAlertState({ variant, loggedIn, waitingFor: alerts.data });
  if (state === 'hidden' || !variant) return null;

  const change = (subscribe: boolean) =>
    toggle.mutate(
      { variantId: variant.id, subscribe },
      { onError: (error) => showToast({ message: t(toClientError(error).message), color: 'red' }) },
    );

  if (state === 'subscribed') {
    return (
      <Group gap="xs" data-testid="stock-alert">
        <Text size="sm" c="green.9" role="status">
          {t('stockAlertSubscribed')}
        </Text>
        <Button variant="subtle" size="xs" loading={toggle.isPending} onClick={() => change(false)}>
          {t('stockAlertCancel')}
        </Button>
      </Group>
    );
  }
  return (
    <Button
      variant="outline"
      data-testid="stock-alert"
      loading={toggle.isPending || (loggedIn && alerts.isPending)}
      onClick={() => (state === 'signIn' ? setDialog('login') : change(true))}
    >
      {t('stockAlertNotifyMe')}
    </Button>
  );
}
