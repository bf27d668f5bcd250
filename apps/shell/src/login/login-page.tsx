import { useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { loginRequestSchema, type LoginRequest } from '@meche/contracts';
import { useAuth } from '@meche/runtime';
import { Field, fieldError, paths, Spinner, useNotify, useSchemaForm } from '@meche/ui';
import { EyeIcon } from './eye-icon';
import { HIDE_PASSWORD, loginErrorMessage, SHOW_PASSWORD } from './login-messages';
import styles from './login-page.module.css';

export function LoginPage() {
  const { user, login } = useAuth();
  const notify = useNotify();
  const navigate = useNavigate();
  const location = useLocation();
  const form = useSchemaForm<LoginRequest, LoginRequest>({ schema: loginRequestSchema, defaultValues: { username: '', password: '' } });
  const [showPassword, setShowPassword] = useState(false);
  const loading = form.formState.isSubmitting;

  const target = returnPath(location.state);
  if (user && !loading) return <Navigate to={target} replace />;

  const submit = form.handleSubmit(async (credentials) => {
    try {
      await login(credentials);
      navigate(target, { replace: true });
    } catch (error) {
      notify(await loginErrorMessage(error), 'error');
    }
  });

  return (
    <main className={styles.page}>
      <form className={`meche-card ${styles.form}`} onSubmit={(event) => void submit(event)} aria-labelledby="login-title">
        <img className={styles.logo} src="/logo.svg" alt="" width={56} height={56} />
        <h1 id="login-title" className={styles.title}>
          Connexion
        </h1>
        <Field label="Email" error={fieldError(form, 'username')}>
          <input type="email" autoComplete="username" required {...form.register('username')} />
        </Field>
        <Field label="Mot de passe" error={fieldError(form, 'password')}>
          {(control) => (
            <div className={styles.password}>
              <input
                {...control}
                type={showPassword ? 'text' : 'password'}
                autoComplete="current-password"
                required
                {...form.register('password')}
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
  return typeof from === 'string' && from.startsWith(`${paths.dashboard}/`) ? from : paths.dashboard;
}
