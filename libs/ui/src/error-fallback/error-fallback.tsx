import { useEffect, useId } from 'react';
import { useRouteError } from 'react-router-dom';
import { shellPaths } from '@meche/page-paths';

const ERROR_FALLBACK_TITLE = 'Oups Une erreur est survenue !';
const ERROR_FALLBACK_LINK = "Retour à l'accueil";

/** useRouteError throws outside a data router (e.g. under a plain error boundary): then there is none. */
function useRouteErrorIfAny(): unknown {
  try {
    return useRouteError();
  } catch {
    return undefined;
  }
}

export interface ErrorFallbackProps {
  /** The error when used as an error boundary's fallback rather than a route's errorElement. */
  error?: unknown;
}

/**
 * The routes' errorElement. A plain link (full load) to '/', so whatever broke is left behind.
 */
export function ErrorFallback({ error }: ErrorFallbackProps) {
  const routeError = useRouteErrorIfAny();
  const shown = error ?? routeError;
  const titleId = useId();

  useEffect(() => {
    if (shown !== undefined) console.error(shown);
  }, [shown]);

  // A section, not <main>: inside the dashboard it renders within the layout's own <main>.
  return (
    <section className="meche-error-fallback" aria-labelledby={titleId}>
      <div className="meche-card meche-error-fallback__card">
        <h1 id={titleId} className="meche-error-fallback__title">
          {ERROR_FALLBACK_TITLE}
        </h1>
        <a className="meche-btn meche-btn--primary" href={shellPaths.home}>
          {ERROR_FALLBACK_LINK}
        </a>
      </div>
    </section>
  );
}
