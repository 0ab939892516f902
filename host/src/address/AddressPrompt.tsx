import { dialogAtom, isLoggedInAtom, useAddresses } from '@portal/shared';
import { useLocation } from '@portal/shared/router';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useRef } from 'react';
import { asksForAddress } from './address-rules';

/**
 * Spec section 4: a signed-in user with no address is asked for one on every route change. A route change that
 * happens before the addresses have loaded (a quick click right after signing in) is answered once they arrive.
 */
export default function AddressPrompt() {
  const { pathname } = useLocation();
  const loggedIn = useAtomValue(isLoggedInAtom);
  const setDialog = useSetAtom(dialogAtom);
  const { data: addresses } = useAddresses();
  const previous = useRef(pathname);
  const unanswered = useRef(false);
  useEffect(() => {
    if (previous.current !== pathname) {
      previous.current = pathname;
      unanswered.current = true;
    }
    if (!loggedIn) unanswered.current = false;
    if (!unanswered.current || addresses === undefined) return;
    unanswered.current = false;
    if (asksForAddress(pathname, addresses)) setDialog('address');
  }, [pathname, loggedIn, addresses, setDialog]);
  return null;
}
