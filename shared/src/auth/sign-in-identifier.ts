import { atom } from 'jotai';

/**
 * The phone or e-mail a person just proved with a code (a new account verified, a password reset): the sign-in that
 * follows starts with it instead of asking for it again.
 */
export const provenIdentifierAtom = atom('');
