import { screen, within } from '@testing-library/react';
import { Link, Outlet, type RouteObject } from 'react-router-dom';
import type { renderRemote } from '@meche/testing';
import { clientsPaths } from '@meche/page-paths';
import { LEAVE_MESSAGES } from '@meche/front-kit';

type UserEvent = ReturnType<typeof renderRemote>['user'];

/** The shell's sidebar, standing in around the remote's pages: a link out of the page, clicked as a practitioner does. */
export function withSidebar(routes: RouteObject[]): RouteObject[] {
  return [
    {
      element: (
        <>
          <nav aria-label="Navigation principale">
            <Link to={clientsPaths.clients}>Clients</Link>
          </nav>
          <Outlet />
        </>
      ),
      children: routes,
    },
  ];
}

export const LEAVE_QUESTION = LEAVE_MESSAGES.question;

/** Clicks the sidebar's Clients link. */
export const clickSidebarLink = (user: UserEvent) => user.click(screen.getByRole('link', { name: 'Clients' }));

/** Answers the question asked before leaving a form with changes. */
export async function answerLeaveQuestion(user: UserEvent, answer: 'Rester sur la page' | 'Quitter sans enregistrer') {
  const dialog = await screen.findByRole('dialog', { name: LEAVE_QUESTION });
  await user.click(within(dialog).getByRole('button', { name: answer }));
}

/** Whether a reload would be asked about (the page's beforeunload listener prevents it): the guard is armed. */
export function reloadAsks(): boolean {
  const reload = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(reload);
  return reload.defaultPrevented;
}
