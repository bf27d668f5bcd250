// The "programmes" remote: it exposes one module, which describes it to the shell (src/remote.ts).
export default {
  name: 'programmes',
  exposes: { './remote': './src/remote.ts' },
};
