import axios from 'axios';

/**
 * The one HTTP client of the page (this module is a shared singleton). Relative base URL: remotes run inside
 * the shell's page, so every call reaches the shell's origin, which serves the API. Cookies carry the session.
 */
export const http = axios.create({
  baseURL: '/api',
  withCredentials: true,
  headers: { 'Content-Type': 'application/json' },
  timeout: 30_000,
});
