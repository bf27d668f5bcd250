// The "clients" remote: the shell mounts its routes under /dashboard (ARCHITECTURE §3).
export default {
  name: 'clients',
  exposes: { './routes': './src/routes.tsx' },
};
