import { useSearchParams } from '@portal/shared/router';

/** An id or page number read from the address: a positive whole number, or 0. */
export const idFromQuery = (value: string | null) => (value && /^\d{1,10}$/.test(value) ? Number(value) : 0);

/** Pages needed for `total` items of `pageSize` each; at least one. */
export const pageCount = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize));

/** The list page in `?page=` (1 when absent), and a way to move to another one. */
export function usePageParam() {
  const [params, setParams] = useSearchParams();
  const page = idFromQuery(params.get('page')) || 1;
  const goTo = (next: number) => setParams(next > 1 ? { page: String(next) } : {});
  return { page, goTo };
}
