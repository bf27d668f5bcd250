/** The practice details printed on every sheet, served by the shell as /config.json. */
export interface PracticeConfig {
  practiceName: string;
  practiceAddress: string;
  practicePhone: string;
  /** '' when none is known. */
  practiceSiret: string;
  /** A data URL when it could be read (it then prints for sure), else an absolute URL: the print window is blank. */
  logoUrl: string;
}

const PRACTICE_CONFIG_URL = '/config.json';
/** A print must open within the click's user activation: a slow config is printed without rather than awaited. */
const CONFIG_TIMEOUT_MS = 3000;

const EMPTY: PracticeConfig = { practiceName: '', practiceAddress: '', practicePhone: '', practiceSiret: '', logoUrl: '' };

const text = (value: unknown) => (typeof value === 'string' ? value : '');

export function parsePracticeConfig(raw: unknown, origin: string): PracticeConfig {
  const r = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  const logo = text(r.logoUrl);
  return {
    practiceName: text(r.practiceName),
    practiceAddress: text(r.practiceAddress),
    practicePhone: text(r.practicePhone),
    practiceSiret: text(r.practiceSiret),
    logoUrl: logo ? new URL(logo, origin).href : '',
  };
}

/** A blob as a data URL, for a document that must not wait for a request of its own. */
function blobToDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('image unreadable'));
    reader.readAsDataURL(blob);
  });
}

/**
 * The logo inlined: the print window loaded it by URL and printed before it arrived (or never, on a slow network).
 * Unreadable, it stays a URL rather than disappearing.
 */
async function inlineImage(url: string): Promise<string> {
  if (!url) return url;
  try {
    const response = await fetch(url, { credentials: 'same-origin', signal: AbortSignal.timeout(CONFIG_TIMEOUT_MS) });
    const blob = await response.blob();
    return response.ok && blob.type.startsWith('image/') ? await blobToDataUrl(blob) : url;
  } catch {
    return url;
  }
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
    .then(async (config) => ({ ...config, logoUrl: await inlineImage(config.logoUrl) }))
    .catch((error: unknown) => {
      console.warn('config.json could not be read', error);
      pending = undefined;
      return EMPTY;
    });
  return pending;
}
