import '@testing-library/jest-dom/jest-globals';
import { TextDecoder, TextEncoder } from 'node:util';
import { configure } from '@testing-library/react';

// The translations a component waits for arrive over HTTP: on a busy machine that takes more than a second.
configure({ asyncUtilTimeout: 3000 });

// What React Router and Mantine need from a browser that Jest's jsdom does not provide (node-side files such as
// build-config's run in Jest's node environment and skip this).
if (typeof window !== 'undefined') {
  Object.assign(globalThis, { TextEncoder, TextDecoder });

  window.matchMedia ??= (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;

  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };

  window.HTMLElement.prototype.scrollIntoView ??= () => {};
}
