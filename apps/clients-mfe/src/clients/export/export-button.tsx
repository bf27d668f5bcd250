import { useMutation } from '@tanstack/react-query';
import { getClientExport } from '@meche/api-client';
import { useNotify } from '@meche/ui';
import { detailErrorMessage } from '../detail/detail-error-message';
import { downloadJson } from './download-json';

export const exportFileName = (clientId: number) => `client-${clientId}.json`;

/** GDPR access request: downloads everything held about the client as `client-<id>.json`. */
export function ExportButton({ clientId }: { clientId: number }) {
  const notify = useNotify();
  const exportFile = useMutation({
    mutationFn: () => getClientExport(clientId),
    onSuccess: (data) => downloadJson(data, exportFileName(clientId)),
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
