import { atom } from 'jotai';

/** Spec section 2: the overlay values of the shell's dialogs; '' means none is open. */
export type DialogName =
  | ''
  | 'login'
  | 'register'
  | 'verification'
  | 'forgot_password'
  | 'change_password'
  | 'address'
  | 'confirm_address'
  | 'requestBP';

/** In shared so a remote can ask for the login dialog (a guest adding to the cart) the way the header does. */
export const dialogAtom = atom<DialogName>('');
