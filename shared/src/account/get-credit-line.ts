import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { api } from '../api/client';
import type { AdditionalInfo } from '../contract/account';
import { isLoggedInAtom } from '../session/session-atoms';
import { profileKeys } from './get-profile';

/** GET /account/profile/additional-info: the customer group and the credit line (cents; null for group 142). */
export const getCreditLine = async (): Promise<AdditionalInfo> =>
  (await api.get<{ data: AdditionalInfo }>('/account/profile/additional-info')).data.data;

export const creditLineQuery = () =>
  queryOptions({ queryKey: profileKeys.creditLine(), queryFn: getCreditLine });

/** Loads only when logged in (spec section 4). */
export const useCreditLine = () => {
  const loggedIn = useAtomValue(isLoggedInAtom);
  return useQuery({ ...creditLineQuery(), enabled: loggedIn });
};
