import { useEffect, useState, type FormEvent } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { forgetSessionEndReason, readSessionEndReason, useAuth } from '@meche/runtime';
import { useNotify } from '@meche/front-kit';
import { Field, Spinner } from '@meche/ui';
import { shellPaths } from '@meche/page-paths';
import { EyeIcon } from './eye-icon';
import { HIDE_PASSWORD, loginErrorMessage, SESSION_END_MESSAGES, SHOW_PASSWORD } from './login-messages';
import styles from './login-page.module.css';

/**
 * The one form off the form layer, on purpose: react-hook-form, its zod resolver and the contracts' zod would add
 * ~37 KB gzip to the first page (shell initial JS for /login 146.9 → 186.4 KB, measured), for two fields the browser
 * already checks (email type, required) and a server that answers in French.
 */
export function LoginPage() {
  const { user, login } = useAuth();
  const notify = useNotify();
  const navigate = useNavigate();
  const location = useLocation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [loading, setLoading] = useState(false);
  // Why the session ended, said once: read on arrival, forgotten at once so a later visit starts clean.
  const [ended] = useState(readSessionEndReason);
  useEffect(forgetSessionEndReason, []);

  const target = returnPath(location.state);
  if (user && !loading) return <Navigate to={target} replace />;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setLoading(true);
    try {
      await login({ username: email, password });
      navigate(target, { replace: true });
    } catch (error) {
      notify(await loginErrorMessage(error), 'error');
      setLoading(false);
    }
  };

  return (
    <main className={styles.page}>
      <form className={`meche-card ${styles.form}`} onSubmit={submit} aria-labelledby="login-title">
        <img className={styles.logo} src="/logo.svg" alt="" width={56} height={56} />
        <h1 id="login-title" className={styles.title}>
          Connexion
        </h1>
        {ended ? (
          <p role="status" className={styles.ended}>
            {SESSION_END_MESSAGES[ended]}
          </p>
        ) : null}
        <Field label="Email">
          <input
            type="email"
            name="email"
            autoComplete="username"
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        </Field>
        <Field label="Mot de passe">
          {(control) => (
            <div className={styles.password}>
              <input
                {...control}
                type={showPassword ? 'text' : 'password'}
                name="password"
                autoComplete="current-password"
                required
                value={password}
                onChange={(e) => setPassword(e.target.value)}
              />
              <button
                type="button"
                className={`meche-btn meche-btn--ghost ${styles.reveal}`}
                aria-label={showPassword ? HIDE_PASSWORD : SHOW_PASSWORD}
                aria-pressed={showPassword}
                aria-controls={control.id}
                onClick={() => setShowPassword((shown) => !shown)}
              >
                <EyeIcon crossed={showPassword} />
              </button>
            </div>
          )}
        </Field>
        <button type="submit" className={`meche-btn meche-btn--primary ${styles.submit}`} disabled={loading}>
          {loading ? <Spinner size="small" label="Connexion en cours" /> : null}
          Connecter
        </button>
      </form>
    </main>
  );
}

/** RequireRole sends a signed-out visitor here with the page they asked for; only dashboard pages go back. */
function returnPath(state: unknown): string {
  const from = typeof state === 'object' && state !== null && 'from' in state ? state.from : undefined;
  return typeof from === 'string' && from.startsWith(`${shellPaths.dashboard}/`) ? from : shellPaths.dashboard;
}
