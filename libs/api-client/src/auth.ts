import type { LoginRequest, LoginResponse, RefreshResponse } from '@meche/contracts';
import { http } from './http';

export const LOGIN_PATH = '/login';
export const LOGOUT_PATH = '/logout';
export const REFRESH_PATH = '/refresh-token';

export async function login(body: LoginRequest): Promise<LoginResponse> {
  return (await http.post<LoginResponse>(LOGIN_PATH, body)).data;
}

export async function logout(): Promise<void> {
  await http.post(LOGOUT_PATH);
}

export async function refreshToken(): Promise<RefreshResponse> {
  return (await http.post<RefreshResponse>(REFRESH_PATH)).data;
}
