import type { DashboardSummary, LoginResponse, PracticeSettings, SessionUser, UserProfile } from '@meche/contracts';

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

export const emptySummary: DashboardSummary = { clients: 0, products: 0, programs: 0, recentPrograms: [] };

export const summary: DashboardSummary = {
  clients: 40,
  products: 1,
  programs: 6,
  recentPrograms: [
    {
      id: 12,
      clientId: 3,
      clientFirstName: 'Léa',
      clientLastName: 'Martin',
      programReference: 'Programme chute diffuse',
      createdDate: '2026-11-20T09:30:00.000Z',
      totalProgramPrice: 112.7,
    },
  ],
};

export const unsetSettings: PracticeSettings = { name: null, address: null, phone: null, siret: null, hasLogo: false, modified: null };
