import { atom } from 'jotai';
import { capitalizeFirst } from '../api/errors';
import { portalStore } from '../session/store';

/** Turns true with the first toast; only then does the page fetch the notifications code (see Toasts). */
export const toastsMountedAtom = atom(false);

export type ToastOptions = { message: string; title?: string; color?: string };

/** Spec section 8: toasts show the message with its first letter capitalised, bottom-center, for 3 s. */
export async function showToast({ message, ...options }: ToastOptions) {
  const { notifications } = await import('@portal/shared/overlays');
  portalStore.set(toastsMountedAtom, true);
  notifications.show({ ...options, message: capitalizeFirst(message) });
}
