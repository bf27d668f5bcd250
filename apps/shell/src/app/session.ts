import type { QueryClient } from '@tanstack/react-query';
import { createQueryClient, http } from '@meche/api-client';
import { installAuthInterceptor } from '@meche/auth';
import { sessionSlot } from './session-slot';

/**
 * The page's one QueryClient, created with the first dashboard page together with the session upkeep (forced
 * logout on 401/412, token refresh): both need axios and react-query, which the pages before sign-in do not
 * load. Loaded with the dashboard route, so remotes — all mounted below it — share this client.
 */
export function appQueryClient(): QueryClient {
  if (!sessionSlot.queryClient) {
    const queryClient = createQueryClient();
    installAuthInterceptor({ http, queryClient, navigate: (to) => sessionSlot.navigate(to) });
    sessionSlot.queryClient = queryClient;
  }
  return sessionSlot.queryClient;
}
