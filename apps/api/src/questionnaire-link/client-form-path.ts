/** Where the client's page lives: outside /api, outside the shell, with its own CSP and none of the shell's hints. */
export const CLIENT_FORM_PATH = '/formulaire';

/** A request for the client's page or its files (answered by questionnaire-link/public-routes.ts). */
export const isClientFormPath = (url: string) => url.startsWith(`${CLIENT_FORM_PATH}/`);
