import { createContext, useContext } from 'react';

export interface ConfirmOptions {
  confirmLabel?: string;
  cancelLabel?: string;
}
export type Confirm = (message: string, options?: ConfirmOptions) => Promise<boolean>;

export type NotifyKind = 'success' | 'error' | 'info';
export type Notify = (message: string, kind?: NotifyKind) => void;

export const ConfirmContext = createContext<Confirm | null>(null);
export const NotifyContext = createContext<Notify | null>(null);

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
