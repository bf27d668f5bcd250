import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { ConfirmContext, NotifyContext, useAuth, type Confirm, type Notify } from '@meche/runtime';
import { ConfirmDialog, ToastRegion, type ToastMessage } from '@meche/ui';

interface ConfirmRequest {
  id: number;
  message: string;
  confirmLabel: string | undefined;
  cancelLabel: string | undefined;
  resolve(value: boolean): void;
  /** Captured when asked, before the page turns inert and the browser moves focus away. */
  returnFocus: HTMLElement | null;
}

/** Most toasts kept at once: a burst of failures must not cover the screen. */
const MAX_TOASTS = 5;

let sequence = 0;

/** Hosts the one confirm dialog and the toast live regions of the page. */
export function UiProvider({ children }: { children: ReactNode }) {
  const [requests, setRequests] = useState<ConfirmRequest[]>([]);
  const [toasts, setToasts] = useState<ToastMessage[]>([]);
  const focusAfterClose = useRef<HTMLElement | null>(null);

  // A sign-in starts afresh: the messages of the login page (a wrong password) do not follow onto the dashboard.
  const userId = useAuth().user?.userId ?? null;
  const [shownFor, setShownFor] = useState(userId);
  if (shownFor !== userId) {
    setShownFor(userId);
    if (userId !== null) setToasts([]);
  }

  const confirm = useCallback<Confirm>(
    (message, options) =>
      new Promise<boolean>((resolve) => {
        const active = document.activeElement;
        setRequests((queue) => [
          ...queue,
          {
            id: ++sequence,
            message,
            confirmLabel: options?.confirmLabel,
            cancelLabel: options?.cancelLabel,
            resolve,
            returnFocus: active instanceof HTMLElement && active !== document.body ? active : null,
          },
        ]);
      }),
    [],
  );

  const notify = useCallback<Notify>((message, kind = 'info') => {
    setToasts((list) => [...list, { id: ++sequence, message, kind }].slice(-MAX_TOASTS));
  }, []);

  const dismiss = useCallback((id: number) => setToasts((list) => list.filter((t) => t.id !== id)), []);

  const current = requests[0];

  const settle = (value: boolean) => {
    if (!current) return;
    focusAfterClose.current = current.returnFocus;
    setRequests((queue) => queue.filter((r) => r.id !== current.id));
    current.resolve(value);
  };

  useEffect(() => {
    if (current || !focusAfterClose.current) return;
    const target = focusAfterClose.current;
    focusAfterClose.current = null;
    if (target.isConnected) target.focus();
  }, [current]);

  return (
    <ConfirmContext.Provider value={confirm}>
      <NotifyContext.Provider value={notify}>
        <div className="meche-ui-root" inert={current !== undefined}>
          {children}
        </div>
        {current && (
          <ConfirmDialog
            key={current.id}
            message={current.message}
            confirmLabel={current.confirmLabel}
            cancelLabel={current.cancelLabel}
            onConfirm={() => settle(true)}
            onCancel={() => settle(false)}
          />
        )}
        <ToastRegion toasts={toasts} onDismiss={dismiss} />
      </NotifyContext.Provider>
    </ConfirmContext.Provider>
  );
}
