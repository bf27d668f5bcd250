import { createContext, useContext } from 'react';
import type { RemoteModules } from './remote-modules';

export const RemoteModulesContext = createContext<RemoteModules | null>(null);

export function useRemoteModules(): RemoteModules {
  const modules = useContext(RemoteModulesContext);
  if (!modules) throw new Error('useRemoteModules must be used inside <RemoteModulesContext.Provider>.');
  return modules;
}
