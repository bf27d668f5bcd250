import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  importRefusalSchema,
  type DuplicateStrategy,
  type ExportRequest,
  type ImportKind,
  type ImportMapping,
  type ImportPreview,
  type ImportRefusal,
  type ImportResult,
} from '@meche/contracts';
import { isHttpError } from '@meche/runtime';
import { http } from '@meche/runtime/data';
import { downloadFrom } from './download';
import { categoryQueries } from './categories';
import { clientQueries } from './clients';
import { dashboardQueries } from './dashboard';
import { productQueries } from './products';

/** The file goes as the body, as it is (no multipart); its name tells a .csv from a .xlsx when the bytes leave a doubt. */
function uploadParams(file: Blob, mapping: ImportMapping | undefined, extra: Record<string, string> = {}) {
  const params: Record<string, string> = { ...extra };
  if (file instanceof File && file.name) params.fileName = file.name;
  if (mapping) params.mapping = JSON.stringify(mapping);
  return { params, headers: { 'Content-Type': file.type || 'application/octet-stream' } };
}

/** What the file holds and how it would be stored: nothing is stored. Without `mapping` the columns are matched automatically. */
export async function previewImport(kind: ImportKind, file: Blob, mapping?: ImportMapping): Promise<ImportPreview> {
  return (await http.post<ImportPreview>(`/import/${kind}/preview`, file, uploadParams(file, mapping))).data;
}

/** All or nothing: a 422 (see `importRefusal`) when any row is refused. */
export async function commitImport(
  kind: ImportKind,
  file: Blob,
  mapping: ImportMapping | undefined,
  duplicates: DuplicateStrategy,
): Promise<ImportResult> {
  return (await http.post<ImportResult>(`/import/${kind}`, file, uploadParams(file, mapping, { duplicates }))).data;
}

/** The 422 of a commit: the French summary and every refused line and column. */
export function importRefusal(error: unknown): ImportRefusal | undefined {
  if (!isHttpError(error) || error.response?.status !== 422) return undefined;
  const parsed = importRefusalSchema.safeParse(error.response.data);
  return parsed.success ? parsed.data : undefined;
}

/**
 * The list as a file to save. A failed call's body arrives as a Blob too: it is read back as the JSON `{ message }`
 * it is, so callers describe the error as for any other call.
 */
export async function downloadExport(kind: ImportKind, request: ExportRequest): Promise<{ blob: Blob; fileName: string }> {
  return downloadFrom(`/export/${kind}`, request, `meche-${kind}.${request.format}`);
}

export interface ImportUpload {
  file: Blob;
  mapping?: ImportMapping;
}

export function useImportPreview(kind: ImportKind) {
  return useMutation({ mutationFn: ({ file, mapping }: ImportUpload) => previewImport(kind, file, mapping) });
}

/** After an import the lists (and, for products, the categories it may have created) are read again. */
export function useCommitImport(kind: ImportKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, mapping, duplicates }: ImportUpload & { duplicates: DuplicateStrategy }) =>
      commitImport(kind, file, mapping, duplicates),
    onSuccess: () =>
      Promise.all(
        kind === 'clients'
          ? [queryClient.invalidateQueries({ queryKey: clientQueries.lists() }), queryClient.invalidateQueries({ queryKey: dashboardQueries.all() })]
          : [
              queryClient.invalidateQueries({ queryKey: productQueries.lists() }),
              queryClient.invalidateQueries({ queryKey: categoryQueries.all() }),
              queryClient.invalidateQueries({ queryKey: dashboardQueries.all() }),
            ],
      ),
  });
}

export function useDownloadExport(kind: ImportKind) {
  return useMutation({ mutationFn: (request: ExportRequest) => downloadExport(kind, request) });
}
