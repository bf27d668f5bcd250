/// <reference types="@testing-library/jest-dom/vitest" />
// The matchers the setup installs (toBeInTheDocument…), typed for every test that uses the kit.
export { api, server } from './server';
export { CLIENT_DETAIL_ATTACH, renderRemote } from './render-remote';
export { publishedRemotes } from './published-remotes';
export { stubPrintWindow } from './print-window';
export { pageOf } from './fixtures/page';
export { loginResponse, profile, sessionUser, summary, unsetSettings } from './fixtures/session';
export { lotions, product, shampoings, soins } from './fixtures/catalogue';
export { makeClient, makeSummary } from './fixtures/clients';
export { CLIENT_ID, makeCare, makeProduct, makeProgram, programmeClient } from './fixtures/programmes';
