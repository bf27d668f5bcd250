import { useMutation } from '@tanstack/react-query';
import { getClientExport } from '@meche/api-client';
import { exportFileNames } from '@meche/contracts';
import { downloadFile, useNotify } from '@meche/ui';
import { detailErrorMessage } from '../detail/detail-error-message';

/** GDPR access request: downloads everything held about the client as `client-<id>.zip` (the JSON and the photos). */
export function ExportButton({ clientId }: { clientId: number }) {
  const notify = useNotify();
  const exportFile = useMutation({
    mutationFn: () => getClientExport(clientId),
    onSuccess: (zip) => downloadFile(zip, exportFileNames(clientId).zip),
    onError: (error) => notify(detailErrorMessage(error), 'error'),
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
