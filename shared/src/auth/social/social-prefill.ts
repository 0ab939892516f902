import type { SocialPrefill } from '@portal/shared/contract';
import { atom } from 'jotai';

/** Spec section 4: an unknown social user lands in register with the provider's data; kept until registered. */
export const socialPrefillAtom = atom<SocialPrefill | null>(null);
