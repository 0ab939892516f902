import { AuthDialogs, type MoreDialogs } from '@portal/shared/auth';
import { lazy } from 'react';

// The signed-in user's dialogs come with their own first opening, not with the sign-in forms.
const AddressDialog = lazy(() => import('../../address/AddressDialog'));
const ConfirmAddressDialog = lazy(() => import('../../address/ConfirmAddressDialog'));
const RequestBpDialog = lazy(() => import('../../business-partner/RequestBpDialog'));

const shellDialogs: MoreDialogs = {
  address: { titleKey: 'shellDeliveryAddress', Form: AddressDialog },
  confirm_address: { titleKey: 'shellConfirmAddressTitle', Form: ConfirmAddressDialog },
  requestBP: { titleKey: 'shellRequestBpTitle', Form: RequestBpDialog, size: 560 },
};

/** The sign-in dialogs every app draws, and the shell's own. */
export default function ShellDialogs() {
  return <AuthDialogs more={shellDialogs} />;
}
