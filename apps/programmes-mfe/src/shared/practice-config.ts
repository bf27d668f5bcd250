import { useEffect } from 'react';

/** The practice details printed on every sheet, served by the shell as /config.json. */
export interface PracticeConfig {
  practiceName: string;
  practiceAddress: string;
  practicePhone: string;
  /** Absolute URL: the print window is a blank document. */
  logoUrl: string;
}

const PRACTICE_CONFIG_URL = '/config.json';
/** A print must open within the click's user activation: a slow config is printed without rather than awaited. */
const CONFIG_TIMEOUT_MS = 3000;

const EMPTY: PracticeConfig = { practiceName: '', practiceAddress: '', practicePhone: '', logoUrl: '' };

const text = (value: unknown) => (typeof value === 'string' ? value : '');

function parsePracticeConfig(raw: unknown, origin: string): PracticeConfig {
  const r = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  const logo = text(r.logoUrl);
  return {
    practiceName: text(r.practiceName),
    practiceAddress: text(r.practiceAddress),
    practicePhone: text(r.practicePhone),
    logoUrl: logo ? new URL(logo, origin).href : '',
  };
}

let pending: Promise<PracticeConfig> | undefined;

/** Fetched once per page; a failure prints the sheet without practice details rather than not at all. */
export function loadPracticeConfig(): Promise<PracticeConfig> {
  pending ??= fetch(new URL(PRACTICE_CONFIG_URL, window.location.origin), {
    credentials: 'same-origin',
    signal: AbortSignal.timeout(CONFIG_TIMEOUT_MS),
  })
    .then((response) => (response.ok ? response.json() : {}))
    .then((raw: unknown) => parsePracticeConfig(raw, window.location.origin))
    .catch((error: unknown) => {
      console.warn('config.json could not be read', error);
      pending = undefined;
      return EMPTY;
    });
  return pending;
}

/** Starts loading the config when a printing screen mounts, so the click that prints finds it ready. */
export function usePrefetchPracticeConfig(): void {
  useEffect(() => {
    void loadPracticeConfig();
  }, []);
}
