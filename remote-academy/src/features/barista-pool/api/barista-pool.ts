import { api, queryOptions, useMutation, useQuery, useQueryClient } from '@portal/shared';
import { type Barista, baristaSchema, type CreateBaristaBody } from '@portal/shared/contract';

export const getBaristas = async (availability: string): Promise<Barista[]> =>
  baristaSchema
    .array()
    .parse(
      (await api.get('/barista-pool', { params: { limit: 50, ...(availability ? { availability } : {}) } }))
        .data.data,
    );
const baristasKey = ['academy', 'baristas'] as const;
export const baristasQuery = (availability: string) =>
  queryOptions({ queryKey: [...baristasKey, availability], queryFn: () => getBaristas(availability) });
export const useBaristas = (availability: string) => useQuery(baristasQuery(availability));

export const getBarista = async (id: number): Promise<Barista> =>
  baristaSchema.parse((await api.get(`/barista-pool/${id}`)).data.data);
export const useBarista = (id: number) =>
  useQuery({ queryKey: ['academy', 'barista', id], queryFn: () => getBarista(id), enabled: id > 0 });

export const createBarista = async (body: CreateBaristaBody): Promise<Barista> =>
  baristaSchema.parse((await api.post('/barista-pool', body)).data.data);
export const useCreateBarista = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBarista,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: baristasKey }),
  });
};
