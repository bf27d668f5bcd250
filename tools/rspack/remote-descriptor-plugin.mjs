// Writes a remote's descriptor (remote.json, beside mf-manifest.json) from the module it exposes: the shell reads
// this data before running any of the remote's code (docs/federation.md). One source: the exposed module is
// evaluated here (its pages are lazy imports, never run), described with the contract lib's own describeRemote,
// and checked with its readDescriptor; a remote whose module does not describe itself correctly does not build.
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';

const DESCRIPTOR_FILE = 'remote.json';
const PLUGIN = 'RemoteDescriptorPlugin';

export class RemoteDescriptorPlugin {
  /**
   * @param {object} options
   * @param {string} options.name   the remote's federation name
   * @param {string} options.module absolute path of its exposed module
   */
  constructor({ name, module }) {
    this.name = name;
    this.module = module;
  }

  /** The descriptor, from a fresh evaluation of the module (a dev rebuild sees the edit). */
  async describe() {
    // Resolved from the app, as its build resolves it: a workspace copy gets its own copy of the lib.
    const fromApp = pathToFileURL(join(dirname(this.module), 'package.json')).href;
    const contract = await tsImport('@meche/remote-contract', fromApp);
    const exposed = (await tsImport(pathToFileURL(this.module).href, import.meta.url)).default;
    const reading = contract.readDescriptor(exposed ? contract.describeRemote(exposed) : undefined);
    if (!reading.ok) throw new Error(`${this.module} does not describe a remote: ${reading.problems.join('; ')}`);
    if (reading.descriptor.name !== this.name) {
      throw new Error(`${this.module} describes "${reading.descriptor.name}", but the remote is named "${this.name}"`);
    }
    return reading.descriptor;
  }

  apply(compiler) {
    const { Compilation, WebpackError, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.processAssets.tapPromise({ name: PLUGIN, stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, async () => {
        try {
          const descriptor = await this.describe();
          compilation.emitAsset(DESCRIPTOR_FILE, new sources.RawSource(`${JSON.stringify(descriptor, null, 2)}\n`));
        } catch (error) {
          compilation.errors.push(new WebpackError(`${PLUGIN}: ${error.message}`));
        }
      });
    });
  }
}
