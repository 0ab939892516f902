import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import type { ProductDetail } from '@portal/shared/contract';
import { MantineProvider, theme } from '@portal/shared/ui';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { StickyAddToCart } from './StickyAddToCart';

/** The bottom of the buy area on the screen; the shell's header ends at 112 px. */
let areaBottom = 0;
const product = { price: 1250, compareAtPrice: null, hasOptions: false } as unknown as ProductDetail;
const added = jest.fn();
let rerender: ((ui: ReactNode) => void) | undefined;

/** Draws the product page's buy area with its button; drawn again, the same page with the button changed. */
const draw = (label: string, disabled: boolean) => {
  const page = (
    <MantineProvider theme={theme}>
      <StickyAddToCart product={product} variant={null}>
        <button type="button" data-testid="add-to-cart" disabled={disabled} onClick={() => added()}>
          {label}
        </button>
      </StickyAddToCart>
    </MantineProvider>
  );
  if (rerender) rerender(page);
  else rerender = render(page).rerender;
};
/** Scrolls the buy area to `where` on the screen, at once (a jump, not a scroll through its positions). */
const scrolled = (where: 'above' | 'inView' | 'below') =>
  act(async () => {
    areaBottom = where === 'above' ? 100 : where === 'inView' ? 400 : 2100;
    window.dispatchEvent(new Event('scroll'));
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
const bar = () => screen.queryByTestId('sticky-add-to-cart-bar');
const barButton = () => screen.queryByTestId<HTMLButtonElement>('sticky-add-to-cart');

beforeEach(() => {
  areaBottom = 2100;
  jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const isArea = this.querySelector(':scope > [data-testid="add-to-cart"]') !== null;
    return { bottom: isArea ? areaBottom : 0 } as DOMRect;
  });
  rerender = undefined;
  added.mockClear();
});
afterEach(() => {
  jest.restoreAllMocks();
});

describe('the Add to cart bar', () => {
  it('measures in the next frame, not while React draws the page, where a read of the layout would force it early', async () => {
    const measured = jest.mocked(HTMLElement.prototype.getBoundingClientRect);
    draw('Add to cart', false);
    expect(measured).not.toHaveBeenCalled();
    await act(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    expect(measured).toHaveBeenCalled();
  });

  it('appears only once the buy area has scrolled off the top, with the price', async () => {
    draw('Add to cart', false);
    expect(bar()).toBeNull();
    await scrolled('below');
    expect(bar()).toBeNull();
    await scrolled('above');
    expect(bar()?.textContent).toContain('$12.50');
    await scrolled('inView');
    expect(bar()).toBeNull();
  });

  it("presses the page's own button, and shows its label and state", async () => {
    draw('Add to cart', false);
    await scrolled('above');
    await userEvent.click(barButton() as HTMLButtonElement);
    expect(added).toHaveBeenCalledTimes(1);
    draw('Out of stock', true);
    // The mirror follows the page's button as the browser reports its changes.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(barButton()?.textContent).toBe('Out of stock');
    expect(barButton()?.disabled).toBe(true);
  });
});
