// What the federation shares as `@tanstack/react-query`: the names the portal uses, not the whole library (see
// ../shared-deps.cjs). A remote that needs another adds it here; shared-entries.test.ts checks every import.
export {
  keepPreviousData,
  QueryClient,
  QueryClientProvider,
  queryOptions,
  useIsFetching,
  useMutation,
  useQuery,
  useQueryClient,
} from '@portal/whole/@tanstack/react-query';
