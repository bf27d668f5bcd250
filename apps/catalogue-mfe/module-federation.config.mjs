// The "catalogue" remote: the shell mounts its routes under /dashboard (ARCHITECTURE §3).
export default {
  name: 'catalogue',
  exposes: { './routes': './src/routes.tsx' },
};
