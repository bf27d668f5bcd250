/** Set by the production build (tools/rspack/create-config.mjs), which writes the worker; absent elsewhere. */
declare const MECHE_SERVICE_WORKER_URL: string | undefined;

/**
 * Registers the shell's service worker (tools/rspack/service-worker-plugin.mjs: hashed files cache-first, nothing
 * else) once the page has loaded, so its start never competes with the page's own requests.
 */
export function registerServiceWorker(): void {
  if (typeof MECHE_SERVICE_WORKER_URL === 'undefined' || !('serviceWorker' in navigator)) return;
  const url = MECHE_SERVICE_WORKER_URL;
  const register = () => {
    navigator.serviceWorker.register(url).catch((error: unknown) => {
      // The app works without it: only repeat visits are slower.
      console.warn('Service worker not registered', error);
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
