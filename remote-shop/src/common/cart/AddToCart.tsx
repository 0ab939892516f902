import { dialogAtom, isLoggedInAtom, showToast, toClientError } from '@portal/shared';
import type { CartTarget, ProductDetail, ProductSummary } from '@portal/shared/contract';
import { Button, Group } from '@portal/shared/ui';
import { useAtomValue, useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { addToCartProblem } from './add-to-cart-rules';
import { useAddToCart } from './api/add-to-cart';

export type AddToCartProps = {
  product: ProductDetail | ProductSummary;
  /** The chosen variant; null while a product with options has no complete choice. */
  variantId: number | null;
  /** Above 0. */
  quantity: number;
};

/** Units of the chosen variant in stock; a product without options sells its only variant. */
const stockOf = (product: ProductDetail | ProductSummary, variantId: number | null) => {
  if ('variants' in product && variantId) return product.variants.find((v) => v.id === variantId)?.stock ?? 0;
  return product.stock;
};

/** The product page's buy area: add to cart or to quick order. */
export function AddToCart({ product, variantId, quantity }: AddToCartProps) {
  const { t } = useTranslation();
  const loggedIn = useAtomValue(isLoggedInAtom);
  const openDialog = useSetAtom(dialogAtom);
  const add = useAddToCart();
  const chosen = variantId ?? product.defaultVariantId;
  const stock = stockOf(product, chosen);
  const problem = addToCartProblem({ needsVariant: product.hasOptions, variantId: chosen, quantity, stock });

  const submit = async (target: CartTarget) => {
    if (!loggedIn) {
      openDialog('login');
      return;
    }
    if (problem) {
      showToast({ message: t(problem), color: 'red' });
      return;
    }
    try {
      await add.mutateAsync({
        target,
        body: { productId: product.id, ...(chosen ? { variantId: chosen } : {}), quantity },
      });
      showToast({ message: t(target === 'cart' ? 'cartAdded' : 'quickOrderAdded'), color: 'green' });
    } catch (error) {
      showToast({ message: t(toClientError(error).message), color: 'red' });
    }
  };

  const blocked = loggedIn && (problem === 'cartOutOfStock' || problem === 'cartNotEnoughStock');
  return (
    <Group gap="xs">
      <Button
        onClick={() => submit('cart')}
        loading={add.isPending && add.variables?.target === 'cart'}
        disabled={blocked}
        data-testid="add-to-cart"
      >
        {t(problem === 'cartOutOfStock' ? 'cartOutOfStock' : 'catalogueAddToCart')}
      </Button>
      <Button
        variant="light"
        onClick={() => submit('quick_order')}
        loading={add.isPending && add.variables?.target === 'quick_order'}
        disabled={blocked}
        data-testid="save-to-quick-order"
      >
        {t('quickOrderSave')}
      </Button>
    </Group>
  );
}
