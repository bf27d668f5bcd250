import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAuth } from '@meche/runtime';
import { useNotify } from '@meche/front-kit';
import { Spinner } from '@meche/ui';
import { shellPaths } from '@meche/page-paths';
import { LOGOUT_FAILED } from './use-confirmed-logout';

/** /logout: signs out without asking (the address itself is the intent), then shows /login. */
export function LogoutPage() {
  const { logout } = useAuth();
  const navigate = useNavigate();
  const notify = useNotify();
  const started = useRef(false);

  useEffect(() => {
    // Strict mode mounts twice; one logout call is enough.
    if (started.current) return;
    started.current = true;
    logout().then(
      () => navigate(shellPaths.login, { replace: true }),
      () => {
        notify(LOGOUT_FAILED, 'error');
        navigate(shellPaths.dashboard, { replace: true });
      },
    );
  }, [logout, navigate, notify]);

  return <Spinner label="Déconnexion en cours" />;
}
