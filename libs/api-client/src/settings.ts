import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { PracticeRules, PracticeRulesInput, PracticeSettings, PracticeSettingsInput, StorageStatus } from '@meche/contracts';
import { http } from '@meche/runtime/data';

async function getPracticeSettings(signal?: AbortSignal): Promise<PracticeSettings> {
  return (await http.get<PracticeSettings>('/settings', { signal })).data;
}

async function getStorageStatus(signal?: AbortSignal): Promise<StorageStatus> {
  return (await http.get<StorageStatus>('/settings/storage', { signal })).data;
}

async function updatePracticeSettings(body: PracticeSettingsInput): Promise<PracticeSettings> {
  return (await http.put<PracticeSettings>('/settings', body)).data;
}

/** The file itself is the body, as for a photo: the server reads its real type from the bytes. */
async function uploadPracticeLogo(file: Blob): Promise<PracticeSettings> {
  return (await http.put<PracticeSettings>('/settings/logo', file, { headers: { 'Content-Type': file.type || 'application/octet-stream' } })).data;
}

async function deletePracticeLogo(): Promise<void> {
  await http.delete('/settings/logo');
}

/** The logo goes through the session like any call (it is private): an object URL or a data URL is made from it. */
async function getPracticeLogo(signal?: AbortSignal): Promise<Blob> {
  return (await http.get<Blob>('/settings/logo', { signal, responseType: 'blob' })).data;
}

/**
 * The logo as a data URL, for a sheet printed in its own window: inlined, it is there when the print dialog opens,
 * with no request of its own to wait for or to lose the session on.
 */
export async function getPracticeLogoDataUrl(signal?: AbortSignal): Promise<string> {
  const blob = await getPracticeLogo(signal);
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('logo unreadable'));
    reader.readAsDataURL(blob);
  });
}

export const settingsQueries = {
  all: () => ['settings'] as const,
  detail: () =>
    queryOptions({
      queryKey: [...settingsQueries.all(), 'detail'] as const,
      queryFn: ({ signal }) => getPracticeSettings(signal),
    }),
  /** What the photos and logo take against the quota: read again whenever the page opens (photos are added elsewhere). */
  storage: () =>
    queryOptions({
      queryKey: [...settingsQueries.all(), 'storage'] as const,
      queryFn: ({ signal }) => getStorageStatus(signal),
      staleTime: 0,
    }),
  /** Keyed by the settings' `modified`, so a new logo is fetched again and an old one never shown. */
  logoDataUrl: (modified: string | null) =>
    queryOptions({
      queryKey: [...settingsQueries.all(), 'logo', modified] as const,
      queryFn: ({ signal }) => getPracticeLogoDataUrl(signal),
    }),
};

/** Every settings change answers the new settings: the cache takes them, and the logo follows its new key. */
function useSettingsMutation<T>(mutationFn: (input: T) => Promise<PracticeSettings>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (settings) => {
      queryClient.setQueryData(settingsQueries.detail().queryKey, settings);
      // A new logo changes what the practice stores.
      void queryClient.invalidateQueries({ queryKey: settingsQueries.storage().queryKey });
    },
  });
}

export const useUpdatePracticeSettings = () => useSettingsMutation(updatePracticeSettings);
export const useUploadPracticeLogo = () => useSettingsMutation(uploadPracticeLogo);

export function useDeletePracticeLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePracticeLogo,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsQueries.all() }),
  });
}

async function getPracticeRules(signal?: AbortSignal): Promise<PracticeRules> {
  return (await http.get<PracticeRules>('/settings/rules', { signal })).data;
}

/** Only the choices sent change on the server: a panel sends its own. */
async function updatePracticeRules(body: PracticeRulesInput): Promise<PracticeRules> {
  return (await http.put<PracticeRules>('/settings/rules', body)).data;
}

/**
 * The practice's choices, one store for every settings panel and the screens they govern: reminders, photos to
 * retake, photos without consent, prices typed TTC or HT, where she lands after adding a client.
 */
export const practiceRulesQueries = {
  detail: () =>
    queryOptions({
      queryKey: [...settingsQueries.all(), 'rules'] as const,
      queryFn: ({ signal }) => getPracticeRules(signal),
    }),
};

export function useUpdatePracticeRules() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePracticeRules,
    onSuccess: (rules) => queryClient.setQueryData(practiceRulesQueries.detail().queryKey, rules),
  });
}
