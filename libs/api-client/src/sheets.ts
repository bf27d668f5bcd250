import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SheetEmailResult, SheetPdfRequest } from '@meche/contracts';
import { http } from '@meche/runtime/data';
import { downloadFrom } from './download';
import { messageQueries } from './messages';

/** The programme sheet as the server's PDF (the client's copy: vigilance points only when asked). */
export function useProgrammePdf(programId: number) {
  return useMutation({
    mutationFn: (request: SheetPdfRequest) => downloadFrom(`/sheet/program/${programId}`, request, `programme-${programId}.pdf`),
  });
}

/** The same PDF queued for the client's e-mail address; the Messages page then lists it. */
export function useEmailProgrammeSheet(programId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: SheetPdfRequest) => (await http.post<SheetEmailResult>(`/sheet/program/${programId}/email`, request)).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messageQueries.all() }),
  });
}
