import { orderQuery, useQuery } from '@portal/shared';

export const useOrder = (id: number) => useQuery({ ...orderQuery(id), enabled: id > 0 });
