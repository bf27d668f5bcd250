import { useEffect } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { settingsQueries } from '@meche/api-client';
import { loadPracticeConfig, type PracticeConfig } from './practice-config';

/** A print must open within the click's user activation: slow settings are printed without rather than awaited. */
const SETTINGS_TIMEOUT_MS = 3000;

function within<T>(promise: Promise<T>, fallback: T): Promise<T> {
  const late = new Promise<T>((resolve) => setTimeout(() => resolve(fallback), SETTINGS_TIMEOUT_MS));
  return Promise.race([promise.catch(() => fallback), late]);
}

/**
 * The practice details of a sheet: the practitioner's own settings, each empty one falling back to the deployment's
 * /config.json; the settings' logo inlined as a data URL, else the default one (inlined too when it can be read).
 */
export async function loadPracticeDetails(queryClient: QueryClient): Promise<PracticeConfig> {
  const [config, settings] = await Promise.all([
    loadPracticeConfig(),
    within(queryClient.ensureQueryData({ ...settingsQueries.detail(), revalidateIfStale: true }), null),
  ]);
  if (!settings) return config;
  const logo = settings.hasLogo ? await within(queryClient.ensureQueryData(settingsQueries.logoDataUrl(settings.modified)), '') : '';
  return {
    practiceName: settings.name ?? config.practiceName,
    practiceAddress: settings.address ?? config.practiceAddress,
    practicePhone: settings.phone ?? config.practicePhone,
    practiceSiret: settings.siret ?? config.practiceSiret,
    logoUrl: logo || config.logoUrl,
  };
}

/** Starts loading the details when a printing screen mounts, so the click that prints finds them ready. */
export function usePracticeDetails(): () => Promise<PracticeConfig> {
  const queryClient = useQueryClient();
  useEffect(() => {
    void loadPracticeDetails(queryClient);
  }, [queryClient]);
  return () => loadPracticeDetails(queryClient);
}
