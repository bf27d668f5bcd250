import type { LoginResponse, SessionUser, UserProfile } from '@meche/contracts';

export const sessionUser: SessionUser = {
  username: 'camille@meche.test',
  userId: 7,
  phone: null,
  role: 'USER',
  name: 'Camille Martin',
};

export const loginResponse: LoginResponse = {
  id: 7,
  phone: null,
  role: 'USER',
  userName: 'Camille Martin',
  accessExpiresIn: 900,
};

export const profile: UserProfile = { name: 'Camille Martin', email: 'camille@meche.test', phone: null };
