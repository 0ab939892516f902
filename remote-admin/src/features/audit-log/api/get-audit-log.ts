import { queryOptions, useQuery } from '@portal/shared';
import { auditEntrySchema, listEnvelope } from '@portal/shared/contract';
import { adminKeys } from '../../../common/query-keys';
import { staffApi } from '../../../common/staff-api';

const answerSchema = listEnvelope(auditEntrySchema);

export const getAuditLog = async (offset: number) =>
  answerSchema.parse((await staffApi.get('/audit-log', { params: { limit: 20, offset } })).data);
export const auditLogQuery = (offset = 0) =>
  queryOptions({ queryKey: [...adminKeys.auditLog, offset], queryFn: () => getAuditLog(offset) });
export const useAuditLog = (offset: number) => useQuery(auditLogQuery(offset));
