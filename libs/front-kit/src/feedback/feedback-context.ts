import { useContext } from 'react';
import { ConfirmContext, NotifyContext, type Confirm, type Notify } from '@meche/runtime';

export type { Confirm, ConfirmOptions, Notify, NotifyKind } from '@meche/runtime';

/** Asks a yes/no question in the accessible dialog; resolves true on confirm, false on cancel/Escape. */
export function useConfirm(): Confirm {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error('useConfirm must be used inside <UiProvider>.');
  return confirm;
}

/** Shows a toast in the page's live region (never window.alert). */
export function useNotify(): Notify {
  const notify = useContext(NotifyContext);
  if (!notify) throw new Error('useNotify must be used inside <UiProvider>.');
  return notify;
}
