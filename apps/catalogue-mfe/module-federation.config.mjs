// The "catalogue" remote: it exposes one module, which describes it to the shell (src/remote.ts).
export default {
  name: 'catalogue',
  exposes: { './remote': './src/remote.ts' },
};
