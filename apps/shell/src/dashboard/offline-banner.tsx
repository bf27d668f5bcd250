import { useSyncExternalStore } from 'react';
import { onlineManager, useMutationState } from '@tanstack/react-query';

export const OFFLINE_MESSAGE = 'Hors connexion — vos modifications seront envoyées au retour du réseau';

const isOnline = () => onlineManager.isOnline();

/**
 * Says so while the browser is offline or a save waits for the network (react-query holds it and sends it when the
 * network is back): a save never waits behind greyed buttons without a word.
 */
export function OfflineBanner() {
  const online = useSyncExternalStore(onlineManager.subscribe, isOnline, isOnline);
  const waiting = useMutationState({ filters: { predicate: (mutation) => mutation.state.isPaused } }).length;
  return (
    <div role="status" className="meche-offline" data-shown={!online || waiting > 0 || undefined}>
      {!online || waiting > 0 ? OFFLINE_MESSAGE : null}
    </div>
  );
}
