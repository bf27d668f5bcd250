import type { QueryClient } from '@tanstack/react-query';

/**
 * Where the page's one QueryClient lives once the dashboard has created it (app/session.ts), and how the
 * session upkeep navigates. Types only from react-query: /login renders without loading it (issue 7).
 */
export const sessionSlot: {
  queryClient: QueryClient | null;
  navigate: (to: string) => void;
} = {
  queryClient: null,
  navigate: (to) => window.location.assign(to),
};
