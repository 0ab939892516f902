import { dialogAtom, formatUsd, isLoggedInAtom, PageHeading, showToast, toClientError } from '@portal/shared';
import type { CartLine, CartTarget } from '@portal/shared/contract';
import { Link } from '@portal/shared/router';
import { Alert, Anchor, Button, Group, Paper, Skeleton, Stack, Text, TextInput } from '@portal/shared/ui';
import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCart } from './api/get-cart';
import { useRemoveCartLine } from './api/remove-cart-line';
import { useUpdateCartLine } from './api/update-cart-line';

const texts: Record<CartTarget, { title: string; empty: string; checkout: string }> = {
  cart: { title: 'cart', empty: 'cartEmpty', checkout: '/cart/checkout' },
  quick_order: { title: 'quickOrderTitle', empty: 'quickOrderEmpty', checkout: '/quick-order/checkout' },
};

/** Asks a guest to sign in (spec section 4: the cart loads only when logged in). */
export function SignInPrompt() {
  const { t } = useTranslation();
  const openDialog = useSetAtom(dialogAtom);
  return (
    <Alert color="orange" data-testid="sign-in-prompt">
      <Stack gap="xs" align="flex-start">
        <Text>{t('checkoutSignInFirst')}</Text>
        <Button onClick={() => openDialog('login')}>{t('signIn')}</Button>
      </Stack>
    </Alert>
  );
}

function Line({ kind, line }: { kind: CartTarget; line: CartLine }) {
  const { t } = useTranslation();
  const [quantity, setQuantity] = useState(String(line.quantity));
  const update = useUpdateCartLine(kind);
  const remove = useRemoveCartLine(kind);
  const save = async () => {
    const next = Number(quantity);
    if (next === line.quantity) return;
    if (!Number.isInteger(next) || next <= 0) {
      showToast({ message: t('cartQuantityMustBeAboveZero'), color: 'red' });
      setQuantity(String(line.quantity));
      return;
    }
    try {
      await update.mutateAsync({ id: line.id, quantity: next });
    } catch (error) {
      showToast({ message: t(toClientError(error).message), color: 'red' });
      setQuantity(String(line.quantity));
    }
  };
  return (
    <Paper withBorder p="sm" data-testid="cart-line">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Group wrap="nowrap" align="flex-start">
          {line.imageUrl && (
            <img
              src={line.imageUrl}
              alt=""
              width={64}
              height={64}
              loading="lazy"
              style={{ objectFit: 'cover' }}
            />
          )}
          <Stack gap={2}>
            <Anchor component={Link} to={`/product/${line.productId}`} fw={600}>
              {line.name}
            </Anchor>
            {line.variantName && (
              <Text size="sm" c="dimmed">
                {line.variantName}
              </Text>
            )}
            <Text size="sm">
              {formatUsd(line.unitPrice)}
              {line.compareAtPrice && line.compareAtPrice > line.unitPrice && (
                <Text span size="sm" c="dimmed" td="line-through" ml="xs">
                  {formatUsd(line.compareAtPrice)}
                </Text>
              )}
            </Text>
            {!line.available && (
              <Text size="sm" c="red">
                {t(line.stock <= 0 ? 'cartOutOfStock' : 'cartNotEnoughStock')}
              </Text>
            )}
          </Stack>
        </Group>
        <Stack gap={4} align="flex-end">
          <TextInput
            aria-label={t('cartQuantity')}
            type="number"
            min={1}
            w={80}
            value={quantity}
            onChange={(event) => setQuantity(event.currentTarget.value)}
            onBlur={save}
            onKeyDown={(event) => event.key === 'Enter' && save()}
          />
          <Text fw={600}>{formatUsd(line.lineTotal)}</Text>
          <Button
            variant="subtle"
            color="red"
            size="xs"
            loading={remove.isPending}
            onClick={() => remove.mutate(line.id)}
          >
            {t('cartRemove')}
          </Button>
        </Stack>
      </Group>
    </Paper>
  );
}

/** The cart and the quick order: lines, quantities, totals and the way to checkout. */
export function BasketPage({ kind }: { kind: CartTarget }) {
  const { t } = useTranslation();
  const loggedIn = useAtomValue(isLoggedInAtom);
  const cart = useCart(kind);
  const text = texts[kind];
  if (!loggedIn) {
    return (
      <Stack>
        <PageHeading titleKey={text.title} />
        <SignInPrompt />
      </Stack>
    );
  }
  return (
    <Stack>
      <PageHeading titleKey={text.title} />
      {kind === 'cart' && (
        // The quick order is kept beside the cart: the shopper who saved products to it finds it from here.
        <Anchor component={Link} to="/quick-order" size="sm" data-testid="go-to-quick-order">
          {t('cartGoToQuickOrder')} <span aria-hidden="true">→</span>
        </Anchor>
      )}
      {cart.isPending ? (
        <Stack data-testid="cart-loading">
          <Skeleton h={88} />
          <Skeleton h={88} />
        </Stack>
      ) : cart.isError ? (
        <Alert color="red">{t(toClientError(cart.error).message)}</Alert>
      ) : cart.data.data.length === 0 ? (
        <Paper withBorder p="lg">
          <Stack align="center">
            <Text>{t(text.empty)}</Text>
            <Button component={Link} to="/">
              {t('cartContinueShopping')}
            </Button>
          </Stack>
        </Paper>
      ) : (
        <>
          {cart.data.data.map((line) => (
            <Line key={`${line.id}-${line.quantity}`} kind={kind} line={line} />
          ))}
          <Paper withBorder p="sm">
            <Stack gap={4}>
              <Group justify="space-between">
                <Text>{t('cartSubtotal')}</Text>
                <Text>{formatUsd(cart.data.paymentDetail.subtotalAmount)}</Text>
              </Group>
              {cart.data.paymentDetail.totalDiscountAmount > 0 && (
                <Group justify="space-between">
                  <Text>{t('cartDiscount')}</Text>
                  <Text>-{formatUsd(cart.data.paymentDetail.totalDiscountAmount)}</Text>
                </Group>
              )}
              <Group justify="space-between">
                <Text fw={700}>{t('cartTotal')}</Text>
                <Text fw={700} data-testid="cart-total">
                  {formatUsd(cart.data.paymentDetail.totalAmount)}
                </Text>
              </Group>
            </Stack>
          </Paper>
          <Group justify="flex-end">
            <Button
              component={Link}
              to={text.checkout}
              disabled={cart.data.data.some((line) => !line.available)}
              data-testid="go-to-checkout"
            >
              {t('cartCheckout')}
            </Button>
          </Group>
        </>
      )}
    </Stack>
  );
}
