import { orderCountQuery, useQuery } from '@portal/shared';

export const useOrderCount = () => useQuery(orderCountQuery());
