import { queryOptions, useQuery } from '@portal/shared';
import { adminServiceTicketDetailSchema, okEnvelope } from '@portal/shared/contract';
import { adminKeys } from '../../../common/query-keys';
import { staffApi } from '../../../common/staff-api';

const answerSchema = okEnvelope(adminServiceTicketDetailSchema);

export const getServiceTicket = async (id: number) =>
  answerSchema.parse((await staffApi.get(`/service-tickets/${id}`)).data).data;

export const serviceTicketQuery = (id: number) =>
  queryOptions({ queryKey: [...adminKeys.serviceTickets, id], queryFn: () => getServiceTicket(id) });
export const useServiceTicket = (id: number) => useQuery(serviceTicketQuery(id));
