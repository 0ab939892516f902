import { toClientError } from '@portal/shared';
import type { OrderDetail } from '@portal/shared/contract';
import { Alert, Box, Button, Group, Stack, Text } from '@portal/shared/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRenewKhqr } from './api/renew-khqr';
import { KhqrCode } from './KhqrCode';
import { downloadBlob, drawKhqrCardPng, khqrCardWidth, khqrHeaderHeight, khqrRed } from './khqr-card-image';
import { khqrFields, timeLeftText } from './khqr-fields';

/** Now, again every second while a countdown shows. */
const useNow = () => {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, []);
  return now;
};

/**
 * The KHQR as Cambodia's KHQR guideline draws it: the red KHQR header, merchant, amount and currency, a dashed
 * separator and the code; below it the time left, a new code once it expired, and for a phone "Save the QR" and
 * the bank app's link.
 */
export function KhqrCard({ order }: { order: OrderDetail & { khqr: string } }) {
  const { t } = useTranslation();
  const now = useNow();
  const renew = useRenewKhqr(order.id);
  const [saving, setSaving] = useState(false);
  const fields = khqrFields(order.khqr);
  const left = order.paymentExpiresAt
    ? new Date(order.paymentExpiresAt).getTime() - now
    : Number.POSITIVE_INFINITY;
  const expired = left <= 0;

  const save = async () => {
    setSaving(true);
    try {
      downloadBlob(await drawKhqrCardPng(order.khqr, fields), `KHQR-${order.orderNumber}.png`);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack gap="xs" align="center" w="100%" maw={khqrCardWidth} data-testid="khqr-card">
      <Box
        w="100%"
        bg="white"
        style={{
          borderRadius: 16,
          boxShadow: '0 2px 12px rgba(0,0,0,0.15)',
          overflow: 'hidden',
          color: '#000',
        }}
      >
        <Box
          h={khqrHeaderHeight}
          bg={khqrRed}
          style={{ display: 'flex', alignItems: 'center', justifyContent: 'center', position: 'relative' }}
        >
          <Text c="white" fw={800} fz={26} lh={1} aria-label="KHQR">
            KHQR
          </Text>
          <Box
            aria-hidden
            style={{
              position: 'absolute',
              right: 0,
              bottom: -24,
              width: 0,
              height: 0,
              borderTop: `24px solid ${khqrRed}`,
              borderLeft: '24px solid transparent',
            }}
          />
        </Box>
        <Stack gap={2} px={24} pt={12} pb={12}>
          <Text fz={15} data-testid="khqr-merchant">
            {fields.merchantName}
          </Text>
          <Group gap={8} align="baseline">
            <Text fz={26} fw={700} lh={1.1} aria-label={t('khqrAmount')} data-testid="khqr-amount">
              {fields.amount}
            </Text>
            <Text fz={14} data-testid="khqr-currency">
              {fields.currency}
            </Text>
          </Group>
        </Stack>
        <Box style={{ borderTop: '1px dashed #9e9e9e' }} />
        <Box p={12} style={{ display: 'flex', justifyContent: 'center', opacity: expired ? 0.15 : 1 }}>
          <KhqrCode payload={order.khqr} label={t('orderScanKhqr')} />
        </Box>
      </Box>
      {expired ? (
        <Stack gap="xs" align="center">
          <Text size="sm" c="red" ta="center" data-testid="khqr-expired" role="status">
            {t('khqrExpired')}
          </Text>
          <Button onClick={() => renew.mutate()} loading={renew.isPending} data-testid="khqr-refresh">
            {t('khqrRefresh')}
          </Button>
          {renew.isError && <Alert color="red">{t(toClientError(renew.error).message)}</Alert>}
        </Stack>
      ) : (
        <>
          {Number.isFinite(left) && (
            <Text size="sm" fw={600} data-testid="khqr-countdown" role="timer">
              {t('khqrExpiresIn', { time: timeLeftText(left) })}
            </Text>
          )}
          <Group gap="xs" justify="center">
            <Button variant="default" onClick={save} loading={saving} data-testid="khqr-save">
              {t('khqrSave')}
            </Button>
            {order.paymentDeepLink && (
              <Button component="a" href={order.paymentDeepLink} color="red" data-testid="khqr-deep-link">
                {t('khqrOpenBankApp')}
              </Button>
            )}
          </Group>
          <Text size="xs" c="dimmed" ta="center">
            {t('khqrPhoneHint')}
          </Text>
        </>
      )}
    </Stack>
  );
}
