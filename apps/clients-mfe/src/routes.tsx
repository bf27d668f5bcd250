// The remote's exposed module (module-federation.config.mjs): its routes, mounted by the shell under /dashboard.
import { routes } from './clients/routes';

export { routes };
export default routes;
