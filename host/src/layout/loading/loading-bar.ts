import { atom } from 'jotai';

/** Spec section 9: the loading bar appears only for work that lasts over 200 ms, and runs over 5 s. */
export const LOADING_BAR_THROTTLE_MS = 200;
export const LOADING_BAR_DURATION_MS = 5_000;

/** Pages whose code is still arriving (Suspense fallbacks), counted so the bar covers them as well as fetches. */
export const pendingPagesAtom = atom(0);
