// Fails a production build whose output names the build machine's folders: a shipped bundle must not tell who built
// it where (user names, folder layout), and a path in it would make two machines' builds of one commit differ.
const PLUGIN = 'NoMachinePathsPlugin';

/**
 * The files of `assets` ({ name, text }) holding one of `paths`, each with the first path found.
 * @param {{ name: string, text: string }[]} assets
 * @param {readonly string[]} paths absolute folders that must not appear
 */
export function machinePathsIn(assets, paths) {
  const found = [];
  for (const { name, text } of assets) {
    const path = paths.find((p) => text.includes(p));
    if (path) found.push({ name, path });
  }
  return found;
}

export class NoMachinePathsPlugin {
  /** @param {{ paths: readonly string[] }} options absolute folders (the repository, the app) that must not appear */
  constructor({ paths }) {
    // Without a trailing separator, so `/build/meche` is caught in `/build/meche/apps/…` and at a string's end.
    this.paths = [...new Set(paths.map((p) => p.replace(/[\\/]+$/, '')))].filter((p) => p.length > 1);
  }

  apply(compiler) {
    const { Compilation, WebpackError } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      // The last stage: after the federation manifest and every other generated file.
      compilation.hooks.processAssets.tap({ name: PLUGIN, stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const assets = compilation.getAssets().map(({ name, source }) => ({ name, text: source.source().toString() }));
        for (const { name, path } of machinePathsIn(assets, this.paths)) {
          compilation.errors.push(new WebpackError(`${PLUGIN}: ${name} contains the build machine's path ${path}`));
        }
      });
    });
  }
}
