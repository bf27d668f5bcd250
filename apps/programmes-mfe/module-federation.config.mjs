// The "programmes" remote: the shell mounts its routes under /dashboard (ARCHITECTURE §3).
export default {
  name: 'programmes',
  exposes: { './routes': './src/routes.tsx' },
};
