/**
 * What two remotes agree on besides page names, in no remote's module so that neither imports the other's: the
 * route one offers for the other to attach below, and the state one passes to the other's page.
 */

/**
 * The clients remote gives its `client/:clientId` route this id; the programmes remote declares it as the route
 * it attaches to, and the shell patches it there.
 */
export const CLIENT_DETAIL_ROUTE_ID = 'client-detail';

/** Navigation state passed by 'Voir / Ajouter les soins' (the client file) to the programmes' add-care page. */
export interface AddCareState {
  clientName: string;
}
