import { http as mswHttp, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../test/server';
import { login, logout, refreshToken } from './auth-calls';

describe('session calls', () => {
  it('posts to /api/login, /api/logout and /api/refresh-token', async () => {
    const seen: string[] = [];
    const answer = { id: 1, phone: null, role: 'USER', userName: 'A', accessExpiresIn: 900 };
    server.use(
      mswHttp.post('/api/login', async ({ request }) => {
        seen.push(`login ${JSON.stringify(await request.json())}`);
        return HttpResponse.json(answer);
      }),
      mswHttp.post('/api/logout', () => {
        seen.push('logout');
        return new HttpResponse(null, { status: 204 });
      }),
      mswHttp.post('/api/refresh-token', () => {
        seen.push('refresh');
        return HttpResponse.json(answer);
      }),
    );
    await expect(login({ username: 'a@b.fr', password: 'p' })).resolves.toEqual(answer);
    await refreshToken();
    await logout();
    expect(seen).toEqual(['login {"username":"a@b.fr","password":"p"}', 'refresh', 'logout']);
  });
});
