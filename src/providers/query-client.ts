// The app's TanStack query client (Refine's cache). Lookups (picker options that do not change
// from one page to the next) stay fresh for a while, so a list page opened again does not ask them
// again (issue #32); any change saved through Refine marks them stale, so a course or term just
// created shows in the next picker.
import { keepPreviousData, MutationCache, QueryClient, type Query } from '@tanstack/react-query';

/** How long a lookup is reused without asking the server again. */
export const LOOKUP_STALE_MS = 5 * 60_000;
/** The query meta that marks a lookup (src/components/form/use-lookup.ts). */
export const LOOKUP_META = { lookup: true } as const;

const isLookup = (q: Query) => q.meta?.lookup === true;

export const queryClient: QueryClient = new QueryClient({
  // Refine's own defaults, which it applies only to a client it creates itself
  defaultOptions: { queries: { refetchOnWindowFocus: false, placeholderData: keepPreviousData } },
  mutationCache: new MutationCache({
    onSuccess: () => queryClient.invalidateQueries({ predicate: isLookup, refetchType: 'none' }),
  }),
});
