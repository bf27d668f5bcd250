import { SESSION_STORAGE_KEY, type LoginResponse, type SessionUser } from '@meche/contracts';
import { QueryClient } from '@tanstack/react-query';
import { sessionStore } from '../session/session-store';

export const loginResponse: LoginResponse = {
  id: 7,
  phone: '0601020304',
  role: 'USER',
  userName: 'Camille Martin',
  accessExpiresIn: 900,
};

export const sessionUser: SessionUser = {
  username: 'camille@meche.test',
  userId: 7,
  phone: '0601020304',
  role: 'USER',
  name: 'Camille Martin',
};

export function storeSession(user: SessionUser = sessionUser): void {
  localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(user));
  sessionStore.reload();
}

export const newQueryClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });
