// Client exports: their file names, as plain values: no zod here, so a page that only shows them does not
// load the schemas (zod is about 24 KB on a phone's network). The schemas import them from here.

/** The name of the JSON inside the export zip, and of the zip itself. */
export const exportFileNames = (clientId: number) => ({ zip: `client-${clientId}.zip`, json: `client-${clientId}.json` });
