/**
 * An Intl.DateTimeFormat made on its first use. Building one is costly (the locale's patterns are worked out: 25 to
 * 35 ms each on a phone-class CPU, measured in a trace of the care editor), so a module that keeps one for later must
 * not build it while the page loads: each app bundles these modules, and a page that never formats with it pays nothing.
 */
export function lazyDateFormat(locale: string, options: Intl.DateTimeFormatOptions): () => Intl.DateTimeFormat {
  let format: Intl.DateTimeFormat | undefined;
  return () => (format ??= new Intl.DateTimeFormat(locale, options));
}
