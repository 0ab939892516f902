import type { ProductDetail, ProductVariant } from '@portal/shared/contract';
import { Button } from '@portal/shared/ui';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Price } from '../../common/catalogue/components/Price';
import './sticky-add-to-cart.css';

/** The shell's header on a phone (host's Shell), over the top of the page. */
const phoneHeaderHeight = 112;

/** The buy area's own Add to cart button (common/cart/AddToCart). */
const mainButtonSelector = '[data-testid="add-to-cart"]';

type MainButton = { label: string; disabled: boolean; loading: boolean };

const sameButton = (a: MainButton | null, b: MainButton | null) =>
  a?.label === b?.label && a?.disabled === b?.disabled && a?.loading === b?.loading;

type StickyAddToCartProps = {
  product: ProductDetail;
  variant: ProductVariant | null;
  /** The page's buy area, holding its Add to cart button. */
  children: ReactNode;
};

/**
 * The page's buy area and, on a phone, once its Add to cart button has scrolled off the top of the screen, a bar
 * fixed to the bottom with the price and that button again (sticky-add-to-cart.css: phones only, and the page's
 * bottom padded so the bar covers nothing). The bar's button presses the page's own, so it does exactly what that
 * one does (the sign-in prompt, the stock checks, the toasts) and mirrors its label and state.
 */
export function StickyAddToCart({ product, variant, children }: StickyAddToCartProps) {
  const area = useRef<HTMLDivElement>(null);
  const [scrolledPast, setScrolledPast] = useState(false);
  const [main, setMain] = useState<MainButton | null>(null);

  useEffect(() => {
    const box = area.current;
    if (!box) return;
    // Measured on scroll rather than watched by an IntersectionObserver, which says nothing when a jump (the End
    // key, a link to the reviews) takes the button from below the screen to above it at once. The shell's header
    // covers the top of the screen (112 px on a phone): a button under it is out of view too.
    let frame = 0;
    const measure = () => {
      frame = 0;
      setScrolledPast(box.getBoundingClientRect().bottom < phoneHeaderHeight);
    };
    const onScroll = () => {
      frame ||= requestAnimationFrame(measure);
    };
    // First in the next frame: a read now, while React commits the page, would make the browser lay the new page out
    // inside React's task, lengthening it.
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
    };
  }, []);

  useEffect(() => {
    const box = area.current;
    if (!box) return;
    const look = () => {
      const button = box.querySelector<HTMLButtonElement>(mainButtonSelector);
      const seen = button && {
        label: button.textContent ?? '',
        disabled: button.disabled,
        loading: button.hasAttribute('data-loading'),
      };
      setMain((previous) => (sameButton(previous, seen) ? previous : seen));
    };
    look();
    const observer = new MutationObserver(look);
    observer.observe(box, { subtree: true, childList: true, attributes: true, characterData: true });
    return () => observer.disconnect();
  }, []);

  const press = () => area.current?.querySelector<HTMLButtonElement>(mainButtonSelector)?.click();

  return (
    <>
      <div ref={area}>{children}</div>
      {scrolledPast && main && (
        <div className="product-buy-bar" data-testid="sticky-add-to-cart-bar">
          <Price
            price={variant?.price ?? product.price}
            compareAtPrice={variant ? variant.compareAtPrice : product.compareAtPrice}
            from={!variant && product.hasOptions}
          />
          <Button
            onClick={press}
            disabled={main.disabled}
            loading={main.loading}
            data-testid="sticky-add-to-cart"
          >
            {main.label}
          </Button>
        </div>
      )}
    </>
  );
}
