import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAuth } from '@meche/runtime';
import { useConfirm, useNotify } from '@meche/front-kit';
import { shellPaths } from '@meche/page-paths';

const LOGOUT_CONFIRM = 'Voulez-vous vous déconnecter ?';
export const LOGOUT_FAILED = 'Logout failed. Please try again.';
const LOGOUT_CONFIRM_LABEL = 'Se déconnecter';

/** Déconnexion: asks first, then signs out and goes to /login; a failure keeps the session. */
export function useConfirmedLogout(): () => Promise<void> {
  const confirm = useConfirm();
  const notify = useNotify();
  const navigate = useNavigate();
  const { logout } = useAuth();

  return useCallback(async () => {
    if (!(await confirm(LOGOUT_CONFIRM, { confirmLabel: LOGOUT_CONFIRM_LABEL }))) return;
    try {
      await logout();
      navigate(shellPaths.login, { replace: true });
    } catch {
      notify(LOGOUT_FAILED, 'error');
    }
  }, [confirm, logout, navigate, notify]);
}
