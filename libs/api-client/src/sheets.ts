import { useMutation } from '@tanstack/react-query';
import type { SheetPdfRequest } from '@meche/contracts';
import { downloadFrom } from './download';

/** The programme sheet as the server's PDF (the client's copy: vigilance points only when asked). */
export function useProgrammePdf(programId: number) {
  return useMutation({
    mutationFn: (request: SheetPdfRequest) => downloadFrom(`/sheet/program/${programId}`, request, `programme-${programId}.pdf`),
  });
}
