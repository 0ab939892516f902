// The shell's sign-in: the dialogs to sign in, register, verify an account and reset or change a password, with their
// state (the overlay value, the code's target). Its own entry, loaded when a dialog first opens; the host and every
// remote running alone draw these same dialogs.
export { AuthDialogs, type DialogSpec, type MoreDialogs } from './AuthDialogs';
export { LoginForm } from './LoginForm';
export { readCallback, SOCIAL_NONCE_KEY } from './social/social-flow';
export { socialPrefillAtom } from './social/social-prefill';
