import { useEmailSheet, useSheetPdf, type SheetKind } from '@meche/api-client';
import type { SheetPdfRequest } from '@meche/contracts';
import { describeFailure, downloadFile, useNotify } from '@meche/front-kit';

/** What the practitioner is told of each sheet's PDF and e-mail. */
const SHEET_WORDS: Record<SheetKind, { sent: (to: string) => string; sendFailed: string; sending: string }> = {
  program: { sent: (to) => `Programme envoyé à ${to}.`, sendFailed: 'Le programme n’a pas pu être envoyé.', sending: 'Envoi du programme…' },
  planning: { sent: (to) => `Planning envoyé à ${to}.`, sendFailed: 'Le planning n’a pas pu être envoyé.', sending: 'Envoi du planning…' },
};
const PDF_FAILED = 'Le PDF n’a pas pu être créé.';

/** 'Télécharger le PDF' and 'Envoyer par e-mail' of a sheet made on the server, each saying how it went. */
export function useSheetDelivery(kind: SheetKind, programId: number) {
  const notify = useNotify();
  const pdf = useSheetPdf(kind, programId);
  const email = useEmailSheet(kind, programId);
  const words = SHEET_WORDS[kind];
  return {
    download: (request: SheetPdfRequest) =>
      pdf.mutate(request, {
        onSuccess: ({ blob, fileName }) => downloadFile(blob, fileName),
        onError: (error) => notify(describeFailure(error, { fallback: PDF_FAILED }).message, 'error'),
      }),
    send: (request: SheetPdfRequest) =>
      email.mutate(request, {
        onSuccess: ({ to }) => notify(words.sent(to), 'success'),
        onError: (error) => notify(describeFailure(error, { fallback: words.sendFailed }).message, 'error'),
      }),
    downloading: pdf.isPending,
    sending: email.isPending,
    words,
  };
}
