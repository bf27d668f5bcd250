import { createContext } from 'react';

export interface ConfirmOptions {
  confirmLabel?: string;
  cancelLabel?: string;
}

export type Confirm = (message: string, options?: ConfirmOptions) => Promise<boolean>;
export type NotifyKind = 'success' | 'error' | 'info';
export type Notify = (message: string, kind?: NotifyKind) => void;

/**
 * The page's one dialog and toast channel (provided by @meche/ui's UiProvider in the shell). The context objects
 * live here, in the shared singleton, because a lib bundled into several apps holds one copy per app: a remote's
 * own copy of a context would never see the shell's provider.
 */
export const ConfirmContext = createContext<Confirm | null>(null);
export const NotifyContext = createContext<Notify | null>(null);
