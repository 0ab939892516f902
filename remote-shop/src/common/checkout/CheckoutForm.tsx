import {
  expectedDeliveryText,
  formatUsd,
  isLoggedInAtom,
  PageHeading,
  showToast,
  TitledSection,
  toClientError,
  useAddresses,
  useProfile,
} from '@portal/shared';
import {
  type CartTarget,
  type CouponCheck,
  cardFormSchema,
  type DeliveryType,
  type PaymentMethod,
} from '@portal/shared/contract';
import { useContractForm } from '@portal/shared/forms';
import { Link, useNavigate } from '@portal/shared/router';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  NativeSelect,
  Paper,
  Skeleton,
  Stack,
  Text,
  TextInput,
} from '@portal/shared/ui';
import { useAtomValue } from 'jotai';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCart } from '../cart/api/get-cart';
import { SignInPrompt } from '../cart/BasketPage';
import { useShowrooms } from '../catalogue/api/get-showrooms';
import { useCheckCoupon } from './api/check-coupon';
import { useCredit } from './api/check-credit';
import { useDeliveryQuote } from './api/get-delivery-quote';
import { usePaymentMethods } from './api/get-payment-methods';
import { useCoupons } from './api/list-coupons';
import { usePlaceOrder } from './api/place-order';
import { tokenizeCard } from './api/tokenize-card';
import { CheckoutItems } from './CheckoutItems';
import { PickupFields } from './PickupFields';
import { usePickupChoice } from './pickup-choice';
import { pointsToRedeem } from './points-to-redeem';

const methodKeys: Record<PaymentMethod, string> = {
  cash_on_delivery: 'checkoutCashOnDelivery',
  credit_line: 'checkoutCreditLine',
  online_bank: 'checkoutOnlineBank',
  card: 'checkoutCard',
};

const newKey = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random()}`;

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Group justify="space-between">
      <Text fw={strong ? 700 : undefined}>{label}</Text>
      <Text fw={strong ? 700 : undefined}>{value}</Text>
    </Group>
  );
}

/** Checkout of the cart or the quick order: delivery or pickup, coupon, points, payment, place the order. */
export function CheckoutForm({ source }: { source: CartTarget }) {
  const loggedIn = useAtomValue(isLoggedInAtom);
  return (
    <Stack>
      <PageHeading titleKey={source === 'cart' ? 'checkout' : 'quickOrderCheckout'} />
      {loggedIn ? <SignedInCheckout source={source} /> : <SignInPrompt />}
    </Stack>
  );
}

function SignedInCheckout({ source }: { source: CartTarget }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const cart = useCart(source);
  const profile = useProfile();
  const addresses = useAddresses();
  const methods = usePaymentMethods();
  const coupons = useCoupons(source);
  const couponCheck = useCheckCoupon();
  const place = usePlaceOrder();
  const idempotencyKey = useRef(newKey());

  const [deliveryType, setDeliveryType] = useState<DeliveryType>('delivery');
  const [chosenAddress, setChosenAddress] = useState<number | null>(null);
  const showrooms = useShowrooms();
  const { choice: pickup, pick: pickPickup } = usePickupChoice(showrooms.data ?? []);
  const [couponCode, setCouponCode] = useState('');
  const [coupon, setCoupon] = useState<CouponCheck | null>(null);
  const [points, setPoints] = useState('0');
  const [method, setMethod] = useState<PaymentMethod>('cash_on_delivery');
  const card = useContractForm(cardFormSchema, { number: '', expiry: '', cvv: '' });
  const [error, setError] = useState<string | null>(null);

  const addressId =
    chosenAddress ?? addresses.data?.find((a) => a.default)?.id ?? addresses.data?.[0]?.id ?? null;
  const quote = useDeliveryQuote(deliveryType === 'delivery' ? addressId : null, source);
  const goods = cart.data?.paymentDetail.totalAmount ?? 0;
  const availablePoints = profile.data?.totalPoints ?? 0;
  const payable = Math.max(0, goods - (coupon?.discountAmount ?? 0));
  const redeem = pointsToRedeem(points, { balance: availablePoints, payable });
  const pointsToUse = redeem.applied;
  const fee = deliveryType === 'delivery' ? (quote.data?.deliveryFee ?? 0) : 0;
  const total = payable - pointsToUse + fee;
  const credit = useCredit(total, method === 'credit_line');

  const problems = useMemo(() => {
    if (deliveryType === 'delivery' && !addressId) return 'orderAddressIsRequired';
    if (deliveryType === 'pickup' && !pickup) return 'orderPickupTimeIsRequired';
    if (redeem.error) return redeem.error;
    if (method === 'credit_line' && credit.data && !credit.data.enough) return 'orderNotEnoughCredit';
    return null;
  }, [deliveryType, addressId, pickup, redeem.error, method, credit.data]);

  if (cart.isPending || addresses.isPending || methods.isPending) {
    return (
      <Stack data-testid="checkout-loading">
        <Skeleton h={120} />
        <Skeleton h={160} />
      </Stack>
    );
  }
  if (cart.isError) return <Alert color="red">{t(toClientError(cart.error).message)}</Alert>;
  if (cart.data.data.length === 0) {
    return (
      <Paper withBorder p="lg">
        <Stack align="center">
          <Text>{t(source === 'cart' ? 'cartEmpty' : 'quickOrderEmpty')}</Text>
          <Button component={Link} to="/">
            {t('cartContinueShopping')}
          </Button>
        </Stack>
      </Paper>
    );
  }

  const applyCoupon = async (code: string) => {
    setCouponCode(code);
    try {
      setCoupon(await couponCheck.mutateAsync({ code, source }));
    } catch (err) {
      setCoupon(null);
      showToast({ message: t(toClientError(err).message), color: 'red' });
    }
  };

  const submit = async () => {
    setError(null);
    if (problems) {
      setError(problems);
      return;
    }
    let cardToken: string | undefined;
    if (method === 'card') {
      const cardProblem = card.check();
      if (cardProblem) {
        setError(cardProblem);
        return;
      }
      try {
        cardToken = (await tokenizeCard(card.body())).token;
      } catch (err) {
        setError(toClientError(err).message);
        return;
      }
    }
    try {
      const order = await place.mutateAsync({
        key: idempotencyKey.current,
        body: {
          source,
          deliveryType,
          paymentMethod: method,
          ...(deliveryType === 'delivery' && addressId ? { addressId } : {}),
          ...(deliveryType === 'pickup' && pickup
            ? { pickupPlace: pickup.place, pickupAt: pickup.pickupAt }
            : {}),
          ...(coupon ? { couponCode: coupon.coupon.code } : {}),
          redeemPoints: pointsToUse,
          ...(cardToken ? { cardToken } : {}),
        },
      });
      navigate(`/cart/checkout/success/${order.id}`);
    } catch (err) {
      // A refused order may be retried after a change: that is a new attempt with a new key.
      idempotencyKey.current = newKey();
      setError(toClientError(err).message);
    }
  };

  return (
    <Stack>
      <TitledSection title={t('checkoutDelivery')} p="sm">
        <NativeSelect
          label={t('checkoutDeliveryOrPickup')}
          value={deliveryType}
          onChange={(event) => setDeliveryType(event.currentTarget.value as DeliveryType)}
          data={[
            { value: 'delivery', label: t('checkoutDeliveryOption') },
            { value: 'pickup', label: t('checkoutPickupOption') },
          ]}
          data-testid="delivery-type"
        />
        {deliveryType === 'delivery' ? (
          addresses.data?.length ? (
            <>
              <NativeSelect
                label={t('checkoutAddress')}
                value={String(addressId ?? '')}
                onChange={(event) => setChosenAddress(Number(event.currentTarget.value))}
                data={(addresses.data ?? []).map((a) => ({
                  value: String(a.id),
                  label: `${a.name} — ${a.addressDetail}, ${a.district.name}, ${a.province.name}`,
                }))}
                data-testid="address"
              />
              {quote.isPending ? (
                <Skeleton h={40} />
              ) : quote.data ? (
                <Stack gap={2} data-testid="delivery-quote">
                  <Text size="sm">
                    {t('checkoutDeliveryFee')}:{' '}
                    {quote.data.deliveryFee === 0 ? t('checkoutFree') : formatUsd(quote.data.deliveryFee)} (
                    {t('checkoutDistanceKm', { km: String(quote.data.distanceKm) })})
                  </Text>
                  <Text size="sm">{expectedDeliveryText(quote.data.expectedDelivery, t)}</Text>
                </Stack>
              ) : null}
            </>
          ) : (
            <Alert color="orange">
              {t('checkoutNoAddress')}{' '}
              <Anchor href="/profile/address/add-new">{t('checkoutAddAddress')}</Anchor>
            </Alert>
          )
        ) : (
          <PickupFields sites={showrooms.data} choice={pickup} onPick={pickPickup} />
        )}
      </TitledSection>

      <TitledSection title={t('checkoutCoupon')} p="sm">
        <Group align="flex-end">
          <TextInput
            label={t('checkoutCouponCode')}
            value={couponCode}
            onChange={(event) => setCouponCode(event.currentTarget.value)}
            data-testid="coupon-code"
          />
          <Button
            variant="light"
            loading={couponCheck.isPending}
            onClick={() => applyCoupon(couponCode)}
            disabled={!couponCode.trim()}
          >
            {t('checkoutApply')}
          </Button>
        </Group>
        {coupon && (
          <Text size="sm" c="green" data-testid="coupon-applied">
            {t('checkoutCouponApplied', {
              code: coupon.coupon.code,
              amount: formatUsd(coupon.discountAmount),
            })}
          </Text>
        )}
        <Group gap="xs">
          {coupons.data?.map((c) => (
            <Badge
              key={c.id}
              variant={c.applicable ? 'filled' : 'outline'}
              color={c.applicable ? 'orange' : 'gray'}
              style={{ cursor: c.applicable ? 'pointer' : 'default' }}
              onClick={() => c.applicable && applyCoupon(c.code)}
              title={c.reason ? t(c.reason) : c.title}
            >
              {c.code}
            </Badge>
          ))}
        </Group>
      </TitledSection>

      <TitledSection title={t('checkoutPoints')} p="sm">
        <TextInput
          type="number"
          min={0}
          max={redeem.max}
          label={t('checkoutRedeemPoints', { points: String(availablePoints) })}
          value={points}
          onChange={(event) => setPoints(event.currentTarget.value)}
          error={redeem.error ? t(redeem.error) : undefined}
        />
      </TitledSection>

      <TitledSection title={t('checkoutPayment')} p="sm">
        <NativeSelect
          label={t('checkoutPaymentMethod')}
          value={method}
          onChange={(event) => setMethod(event.currentTarget.value as PaymentMethod)}
          data={(methods.data ?? [])
            .filter((m) => m.available)
            .map((m) => ({ value: m.key, label: t(methodKeys[m.key]) }))}
          data-testid="payment-method"
        />
        {method === 'credit_line' && credit.data && (
          <Text size="sm" data-testid="available-credit" c={credit.data.enough ? undefined : 'red'}>
            {t('checkoutAvailableCredit', { amount: formatUsd(credit.data.availableCredit) })}
          </Text>
        )}
        {method === 'online_bank' && <Text size="sm">{t('checkoutOnlineBankHint')}</Text>}
        {method === 'card' && (
          <Group align="flex-end" gap="xs">
            <TextInput
              label={t('checkoutCardNumber')}
              autoComplete="cc-number"
              inputMode="numeric"
              {...card.getInputProps('number')}
            />
            <TextInput
              label={t('checkoutCardExpiry')}
              placeholder="MM/YY"
              autoComplete="cc-exp"
              w={100}
              {...card.getInputProps('expiry')}
            />
            <TextInput
              label={t('checkoutCardCvv')}
              autoComplete="cc-csc"
              inputMode="numeric"
              w={80}
              {...card.getInputProps('cvv')}
            />
          </Group>
        )}
      </TitledSection>

      <CheckoutItems source={source} lines={cart.data.data} />
      <Paper withBorder p="sm">
        <Stack gap={4}>
          <Row label={t('cartSubtotal')} value={formatUsd(cart.data.paymentDetail.subtotalAmount)} />
          {cart.data.paymentDetail.totalDiscountAmount > 0 && (
            <Row
              label={t('cartDiscount')}
              value={`-${formatUsd(cart.data.paymentDetail.totalDiscountAmount)}`}
            />
          )}
          {coupon && <Row label={t('checkoutCoupon')} value={`-${formatUsd(coupon.discountAmount)}`} />}
          {pointsToUse > 0 && <Row label={t('checkoutPoints')} value={`-${formatUsd(pointsToUse)}`} />}
          <Row label={t('checkoutDeliveryFee')} value={formatUsd(fee)} />
          <Row label={t('cartTotal')} value={formatUsd(total)} strong />
        </Stack>
      </Paper>
      {error && (
        <Alert color="red" data-testid="checkout-error">
          {t(error)}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button size="md" loading={place.isPending} onClick={submit} data-testid="place-order">
          {t('checkoutPlaceOrder')}
        </Button>
      </Group>
    </Stack>
  );
}
