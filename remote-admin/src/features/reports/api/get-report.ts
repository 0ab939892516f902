import { queryOptions, useQuery } from '@portal/shared';
import { type AdminReport, type AdminReportQuery, adminReportSchema } from '@portal/shared/contract';
import { staffApi } from '../../../common/staff-api';

export const getReport = async (query: AdminReportQuery): Promise<AdminReport> =>
  adminReportSchema.parse((await staffApi.get('/reports', { params: query })).data.data);
export const reportQuery = (query: AdminReportQuery) =>
  queryOptions({ queryKey: ['admin', 'reports', query], queryFn: () => getReport(query) });
/** The report of a period; none is asked for while the period is not a valid range (`null`). */
export const useReport = (query: AdminReportQuery | null) =>
  useQuery({
    ...reportQuery(query ?? { from: '', to: '' }),
    enabled: query !== null,
    placeholderData: (previous) => previous,
  });
