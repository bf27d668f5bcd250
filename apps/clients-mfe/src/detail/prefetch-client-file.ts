import { clientQueries } from '@meche/api-client';
import { parseRouteId } from '@meche/contracts';
import { pageQueryClient } from '@meche/runtime/data';
import { clientFilePanelQueries } from './client-file-queries';

/**
 * A client's file, opened: its data is asked for when the navigation starts, all at once, with the page's own query
 * options, instead of the client first and the panels once it has rendered. Only on navigation to the file, which
 * reads it anyway (reads of a file are audited: never ahead of a click). Nothing without the shell's client (tests).
 */
export function prefetchClientFile(clientId: string | undefined): void {
  const id = parseRouteId(clientId);
  const queryClient = pageQueryClient();
  if (id === undefined || !queryClient) return;
  void queryClient.prefetchQuery(clientQueries.detail(id));
  // One call each: the three answers have three types.
  const [link, proposal, visits] = clientFilePanelQueries(id);
  void queryClient.prefetchQuery(link);
  void queryClient.prefetchQuery(proposal);
  void queryClient.prefetchQuery(visits);
}
