import { api, queryOptions, toListParams, useQuery } from '@portal/shared';
import { listEnvelope, pointHistoryItemSchema } from '@portal/shared/contract';
import { keepPreviousData } from '@tanstack/react-query';

export const pointPageSize = 10;

export const getPointHistory = async (page: number) => {
  const answer = await api.get('/point/history', { params: toListParams({ page, limit: pointPageSize }) });
  const { data, meta } = listEnvelope(pointHistoryItemSchema).parse(answer.data);
  return { rows: data, total: meta.total };
};
export const pointHistoryQuery = (page: number) =>
  queryOptions({ queryKey: ['points', 'history', page], queryFn: () => getPointHistory(page) });
export const usePointHistory = (page: number) =>
  useQuery({ ...pointHistoryQuery(page), placeholderData: keepPreviousData });
