import { pointHistoryQuery, useQuery } from '@portal/shared';
import { keepPreviousData } from '@tanstack/react-query';

/** One page of ten; the page shown stays while the next one loads. */
export const usePointHistory = (page: number) =>
  useQuery({ ...pointHistoryQuery(page), placeholderData: keepPreviousData });
