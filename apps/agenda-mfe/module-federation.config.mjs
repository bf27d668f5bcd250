// The "agenda" remote: it exposes one module, which describes it to the shell (src/remote.ts).
export default {
  name: 'agenda',
  exposes: { './remote': './src/remote.ts' },
};
