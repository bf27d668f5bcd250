import type { LoginRequest, LoginResponse, RefreshResponse } from '@meche/contracts';
import { LOGIN_PATH, LOGOUT_PATH, REFRESH_PATH } from '@meche/contracts/constants';
import { http } from './http';

export async function login(body: LoginRequest): Promise<LoginResponse> {
  return (await http.post<LoginResponse>(LOGIN_PATH, body)).data;
}

export async function logout(): Promise<void> {
  await http.post(LOGOUT_PATH);
}

export async function refreshToken(): Promise<RefreshResponse> {
  return (await http.post<RefreshResponse>(REFRESH_PATH)).data;
}
