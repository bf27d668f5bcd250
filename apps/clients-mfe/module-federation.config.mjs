// The "clients" remote: it exposes one module, which describes it to the shell (src/remote.ts).
export default {
  name: 'clients',
  exposes: { './remote': './src/remote.ts' },
};
