import { expect, type APIRequestContext } from '@playwright/test';
import { BASE_URL } from './stack';

/** Writes must name the app's origin, as the browser does (the API refuses cross-site writes). */
export const ORIGIN = { Origin: BASE_URL };

interface Created {
  id: number;
}

/** Creates through the API what a test needs before its screen: a 201 or the test stops with the API's answer. */
export async function post(request: APIRequestContext, path: string, data: unknown): Promise<Created> {
  const response = await request.post(path, { data, headers: ORIGIN });
  expect(response.status(), `${path}: ${await response.text()}`).toBe(201);
  return (await response.json()) as Created;
}
