import { useLayoutEffect, type ReactNode } from 'react';

/** The element the page's HTML paints before React (tools/rspack/boot-frame-plugin.mjs writes it). */
export const BOOT_FRAME_ID = 'boot-frame';

/**
 * Wraps what the router renders first (a page or an error): in the same commit, so with no frame painted between, the
 * frame drawn by the HTML is removed and React's own page, of the same geometry, is shown in its place.
 */
export function BootFrameHandover({ children }: { children: ReactNode }) {
  useLayoutEffect(() => {
    document.getElementById(BOOT_FRAME_ID)?.remove();
  }, []);
  return children;
}
