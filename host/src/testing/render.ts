import { afterEach } from '@jest/globals';
import { act, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';

// The host has no Testing Library of its own (it is a dev dependency of shared only), so its component tests render
// with react-dom and act, as React documents, through these few helpers.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const mounted: (() => void)[] = [];
afterEach(() => {
  for (const unmount of mounted.splice(0)) unmount();
});

export async function render(ui: ReactNode) {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  await act(async () => root.render(ui));
  const unmount = () => {
    act(() => root.unmount());
    container.remove();
  };
  mounted.push(unmount);
  return { container, unmount };
}

/** Retries `check` until it stops throwing (translations arrive over HTTP), then returns its result. */
export async function waitFor<T>(check: () => T, timeoutMs = 3000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    }
  }
}

/** The element matching `selector` whose text is `text`; throws when there is none. */
export function byText<E extends Element = HTMLElement>(selector: string, text: string | RegExp): E {
  const found = [...document.querySelectorAll<E>(selector)].find((element) =>
    typeof text === 'string' ? element.textContent?.trim() === text : text.test(element.textContent ?? ''),
  );
  if (!found) throw new Error(`no ${selector} with text ${text}`);
  return found;
}

export const hasText = (text: string) => document.body.textContent?.includes(text) ?? false;

/** Types into a controlled input the way React hears it (the value setter, then an input event). */
export function type(input: HTMLInputElement, value: string) {
  act(() => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

export const click = (element: HTMLElement) => act(() => element.click());
