import { useMutation } from '@tanstack/react-query';
import { getClientExport } from '@meche/api-client';
import { exportFileNames } from '@meche/contracts';
import { downloadFile, useNotify, describeFailure } from '@meche/front-kit';
import { CLIENT_MESSAGES } from '../messages';

/** GDPR access request: downloads everything held about the client as `client-<id>.zip` (the JSON and the photos). */
export function ExportButton({ clientId }: { clientId: number }) {
  const notify = useNotify();
  const exportFile = useMutation({
    mutationFn: () => getClientExport(clientId),
    onSuccess: (zip) => downloadFile(zip, exportFileNames(clientId).zip),
    onError: (error) => notify(describeFailure(error, CLIENT_MESSAGES.detailFailure).message, 'error'),
  });

  return (
    <button
      type="button"
      className="meche-btn"
      onClick={() => exportFile.mutate()}
      disabled={exportFile.isPending}
      aria-busy={exportFile.isPending}
    >
      Exporter
    </button>
  );
}
