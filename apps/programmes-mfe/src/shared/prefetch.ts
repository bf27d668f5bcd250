import { programQueries } from '@meche/api-client';
import { pageQueryClient } from '@meche/runtime/data';
import { parseRouteId } from '@meche/contracts';

// The first query of each page, started by its route's loader (routes.tsx) with the page's own query options:
// the page then finds it in flight or fresh in the page's cache. Nothing without the shell's client (tests).

/** add-care: the client's programmes. */
export function prefetchClientPrograms(clientId: string | undefined): void {
  const id = parseRouteId(clientId);
  if (id !== undefined) void pageQueryClient()?.prefetchQuery(programQueries.byClient(id));
}

/** planning/:programId: the programme with its cares. */
export function prefetchProgram(programId: string | undefined): void {
  const id = parseRouteId(programId);
  if (id !== undefined) void pageQueryClient()?.prefetchQuery(programQueries.detail(id));
}
