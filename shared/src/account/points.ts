import { queryOptions } from '@tanstack/react-query';
import { api } from '../api/client';
import { type ListParams, toListParams } from '../api/list-params';
import type { ListMeta } from '../contract/envelope';
import type { PointHistoryItem } from '../contract/point';

export const pointPageSize = 10;

/** The points history (the account's points page); the balance itself is the profile's. */
export const pointKeys = {
  all: ['points'] as const,
  history: (page: number) => [...pointKeys.all, 'history', page] as const,
};

export type PointPage = { rows: PointHistoryItem[]; total: number };

/** GET point/history, ten a page. Typed, not parsed: the API answers through the contract's schema. */
export const getPointHistory = async (page: number): Promise<PointPage> => {
  const params: ListParams = toListParams({ page, limit: pointPageSize });
  const answer = await api.get<{ data: PointHistoryItem[]; meta: ListMeta }>('/point/history', { params });
  return { rows: answer.data.data, total: answer.data.meta.total };
};

export const pointHistoryQuery = (page: number) =>
  queryOptions({ queryKey: pointKeys.history(page), queryFn: () => getPointHistory(page) });
