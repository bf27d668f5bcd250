import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SheetEmailResult, SheetPdfRequest } from '@meche/contracts';
import { http } from '@meche/runtime/data';
import { downloadFrom } from './download';
import { messageQueries } from './messages';

/** The sheets of a programme the server makes as PDFs: the programme itself, and its saved planning. */
export type SheetKind = 'program' | 'planning';

const FILE_PREFIX: Record<SheetKind, string> = { program: 'programme', planning: 'planning' };

/** The sheet as the server's PDF (the programme's client copy: vigilance points only when asked). */
export function useSheetPdf(kind: SheetKind, programId: number) {
  return useMutation({
    mutationFn: (request: SheetPdfRequest) => downloadFrom(`/sheet/${kind}/${programId}`, request, `${FILE_PREFIX[kind]}-${programId}.pdf`),
  });
}

/** The same PDF queued for the client's e-mail address; the Messages page then lists it. */
export function useEmailSheet(kind: SheetKind, programId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: SheetPdfRequest) => (await http.post<SheetEmailResult>(`/sheet/${kind}/${programId}/email`, request)).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messageQueries.all() }),
  });
}
