import type { Address } from '@portal/shared/contract';
import { atom } from 'jotai';

/** The address picked in the address dialog, waiting for the confirm_address dialog. */
export const chosenAddressAtom = atom<Address | null>(null);
