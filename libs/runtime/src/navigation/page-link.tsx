import type { ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router-dom';
import { usePageHref, type PageParams } from './page-names';

export interface PageLinkProps extends Omit<LinkProps, 'to'> {
  /** The page's published name, e.g. 'catalogue.product'. */
  name: string;
  params?: PageParams;
  /**
   * What stands in when the page cannot be resolved (its remote is not deployed): by default the link's text,
   * without a link, so the practitioner still reads it; `null` for an action with nothing to say without its page.
   */
  fallback?: ReactNode;
}

/** A link to another app's page, by the name its remote publishes: never a dead link. */
export function PageLink({ name, params, fallback, children, ...props }: PageLinkProps) {
  const to = usePageHref(name, params);
  if (to === null) return <>{fallback === undefined ? children : fallback}</>;
  return (
    <Link to={to} {...props}>
      {children}
    </Link>
  );
}
