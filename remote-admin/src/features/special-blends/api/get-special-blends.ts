import { queryOptions, useQuery } from '@portal/shared';
import { adminSpecialBlendSchema, listEnvelope, type SpecialBlendStatus } from '@portal/shared/contract';
import { adminKeys } from '../../../common/query-keys';
import { staffApi } from '../../../common/staff-api';

const answerSchema = listEnvelope(adminSpecialBlendSchema);

export type SpecialBlendFilter = { status: SpecialBlendStatus | ''; offset: number };

export const specialBlendKeys = {
  all: adminKeys.specialBlends,
  list: (filter: SpecialBlendFilter) => [...specialBlendKeys.all, 'list', filter] as const,
  one: (id: number) => [...specialBlendKeys.all, 'one', id] as const,
};

export const getSpecialBlends = async ({ status, offset }: SpecialBlendFilter) =>
  answerSchema.parse(
    (await staffApi.get('/special-blends', { params: { limit: 20, offset, ...(status ? { status } : {}) } }))
      .data,
  );

export const specialBlendsQuery = (filter: SpecialBlendFilter) =>
  queryOptions({ queryKey: specialBlendKeys.list(filter), queryFn: () => getSpecialBlends(filter) });
export const useSpecialBlends = (filter: SpecialBlendFilter) => useQuery(specialBlendsQuery(filter));
