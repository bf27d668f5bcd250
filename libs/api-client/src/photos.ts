import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Photo, PhotoUpdate, PhotoUploadQuery } from '@meche/contracts';
import { http } from '@meche/runtime/data';

async function getPhotos(clientId: number, signal?: AbortSignal): Promise<Photo[]> {
  return (await http.get<Photo[]>(`/client/${clientId}/photos`, { signal })).data;
}

export interface PhotoUpload extends PhotoUploadQuery {
  clientId: number;
  /** What a file picker, a drop or a tablet camera gives; sent as it is, the image being the body. */
  file: Blob;
}

export async function uploadPhoto({ clientId, file, ...query }: PhotoUpload): Promise<Photo> {
  const params = query.note ? query : { takenOn: query.takenOn, zone: query.zone };
  return (
    await http.post<Photo>(`/client/${clientId}/photos`, file, {
      params,
      // The server reads the real type from the bytes; a camera's empty type still names an image.
      headers: { 'Content-Type': file.type || 'application/octet-stream' },
    })
  ).data;
}

async function updatePhoto({ id, ...details }: PhotoUpdate & { id: number }): Promise<Photo> {
  return (await http.put<Photo>(`/photo/${id}`, details)).data;
}

async function deletePhoto(id: number): Promise<void> {
  await http.delete(`/photo/${id}`);
}

export type PhotoVariant = 'image' | 'thumbnail';

const readAsDataUrl = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('Image illisible.'));
    reader.readAsDataURL(blob);
  });

/**
 * A photo's image or thumbnail as a data: URL. Fetched through the session's client (cookies, refresh, forced
 * logout on 401/412) rather than an <img src>: the API serves it to its owner only and never lets it be cached,
 * and the page's Content-Security-Policy allows data: images, not blob: ones.
 */
export async function getPhotoDataUrl(id: number, variant: PhotoVariant, signal?: AbortSignal): Promise<string> {
  const response = await http.get<Blob>(`/photo/${id}/${variant}`, { signal, responseType: 'blob' });
  return readAsDataUrl(response.data);
}

export const photoQueries = {
  all: () => ['photos'] as const,
  lists: () => [...photoQueries.all(), 'list'] as const,
  list: (clientId: number) =>
    queryOptions({
      queryKey: [...photoQueries.lists(), clientId] as const,
      queryFn: ({ signal }) => getPhotos(clientId, signal),
    }),
  /** A photo's bytes never change (an edit changes its date, zone or note only): kept for the page's life. */
  image: (id: number, variant: PhotoVariant) =>
    queryOptions({
      queryKey: [...photoQueries.all(), variant, id] as const,
      queryFn: ({ signal }) => getPhotoDataUrl(id, variant, signal),
      staleTime: Infinity,
    }),
};

export function useUploadPhoto(clientId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (upload: Omit<PhotoUpload, 'clientId'>) => uploadPhoto({ ...upload, clientId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: photoQueries.list(clientId).queryKey }),
  });
}

/** A photo's date, zone or note: its bytes stay, so only the list is read again. */
export function useUpdatePhoto(clientId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePhoto,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: photoQueries.list(clientId).queryKey }),
  });
}

export function useDeletePhoto(clientId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePhoto,
    onSuccess: (_data, id) => {
      for (const variant of ['image', 'thumbnail'] as const) queryClient.removeQueries({ queryKey: photoQueries.image(id, variant).queryKey });
      return queryClient.invalidateQueries({ queryKey: photoQueries.list(clientId).queryKey });
    },
  });
}
