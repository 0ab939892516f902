import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import type { ProductDetail } from '@portal/shared/contract';
import { MantineProvider, theme } from '@portal/shared/ui';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { StickyAddToCart } from './StickyAddToCart';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

type Seen = { isIntersecting: boolean; boundingClientRect: { top: number }; rootBounds: { top: number } };
let report: (entries: Seen[]) => void = () => {};
const product = { price: 1250, compareAtPrice: null, hasOptions: false } as unknown as ProductDetail;
const added = jest.fn();
let root: Root;
let container: HTMLDivElement;

const draw = (label: string, disabled: boolean) =>
  act(async () =>
    root.render(
      <MantineProvider theme={theme}>
        <StickyAddToCart product={product} variant={null}>
          <button type="button" data-testid="add-to-cart" disabled={disabled} onClick={() => added()}>
            {label}
          </button>
        </StickyAddToCart>
      </MantineProvider>,
    ),
  );
/** Where the buy area now is, as the browser's IntersectionObserver would say (the header ends at 112 px). */
const scrolled = (where: 'above' | 'inView' | 'below') =>
  act(async () =>
    report([
      {
        isIntersecting: where === 'inView',
        boundingClientRect: { top: where === 'above' ? -80 : where === 'inView' ? 300 : 2000 },
        rootBounds: { top: 112 },
      },
    ]),
  );
const bar = () => container.querySelector<HTMLElement>('[data-testid="sticky-add-to-cart-bar"]');
const barButton = () => container.querySelector<HTMLButtonElement>('[data-testid="sticky-add-to-cart"]');

beforeEach(() => {
  globalThis.IntersectionObserver = class {
    constructor(callback: (entries: Seen[]) => void) {
      report = callback;
    }
    observe() {}
    disconnect() {}
  } as unknown as typeof IntersectionObserver;
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  added.mockClear();
});
afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

describe('the Add to cart bar', () => {
  it('appears only once the buy area has scrolled off the top, with the price', async () => {
    await draw('Add to cart', false);
    expect(bar()).toBeNull();
    await scrolled('below');
    expect(bar()).toBeNull();
    await scrolled('above');
    expect(bar()?.textContent).toContain('$12.50');
    await scrolled('inView');
    expect(bar()).toBeNull();
  });

  it("presses the page's own button, and shows its label and state", async () => {
    await draw('Add to cart', false);
    await scrolled('above');
    await act(async () => barButton()?.click());
    expect(added).toHaveBeenCalledTimes(1);
    await draw('Out of stock', true);
    // The mirror follows the page's button as the browser reports its changes.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(barButton()?.textContent).toBe('Out of stock');
    expect(barButton()?.disabled).toBe(true);
  });
});
