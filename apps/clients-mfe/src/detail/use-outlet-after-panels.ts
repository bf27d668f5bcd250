import { useEffect, useState } from 'react';
import { useQueries } from '@tanstack/react-query';
import { clientFilePanelQueries } from './client-file-queries';

/**
 * Whether the file's outlet (a programmes page) may render: once the panels above it have their data, and that final
 * height has been painted. A programme page focuses its heading, which scrolls it into view: if a panel grew in the
 * same frame, the browser would see the page move under the practitioner's eyes (a layout shift of 0.12–0.16 on a
 * phone, in Lighthouse's mobile runs). With the panels' data cached (the file was open before), at once.
 */
export function useOutletAfterPanels(clientId: number): boolean {
  const settled = useQueries({ queries: clientFilePanelQueries(clientId), combine: (results) => results.every((r) => !r.isPending) });
  const [shown, setShown] = useState(settled);
  useEffect(() => {
    if (!settled || shown) return;
    // Set in the next frame's callback: React renders it after that frame is painted.
    const frame = requestAnimationFrame(() => setShown(true));
    return () => cancelAnimationFrame(frame);
  }, [settled, shown]);
  return shown;
}
