// The monolithic reference build of the front (the bench's 'Front weight'): the shell with the three remotes'
// exposed modules bundled in, WITHOUT module federation, built with the same loaders, CSS, minifier and
// chunking as the federated apps (it starts from the shell's own config), so the difference is federation alone.
//   MECHE_MONOLITH_OUT=<dir> rspack build -c tools/rspack/monolith.config.mjs
import { resolve } from 'node:path';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { BootPreloadPlugin } from './boot-preload-plugin.mjs';
import shellConfig from '../../apps/shell/rspack.config.mjs';

const here = import.meta.dirname;
const SHELL_SRC = resolve(here, '../../apps/shell/src');
/** The shell's three modules that reach remotes, swapped for variants that import the remotes' modules. */
const SWAPPED = {
  'remotes-config': resolve(here, 'monolith/remotes-config.ts'),
  'descriptor-source': resolve(here, 'monolith/descriptor-source.ts'),
  'remote-loader': resolve(here, 'monolith/remote-loader.ts'),
};
const SWAP_REQUEST = /(?:^|[\\/])(remotes-config|descriptor-source|remote-loader)$/;

export default (env, argv) => {
  const config = shellConfig(env, { ...argv, mode: 'production' });
  return {
    ...config,
    // No container to negotiate shared modules: no async boundary (main.ts) either.
    entry: { main: './src/bootstrap.tsx' },
    output: {
      ...config.output,
      path: process.env.MECHE_MONOLITH_OUT ?? resolve(here, '../../dist/monolith'),
      uniqueName: 'meche_monolith',
    },
    plugins: [
      ...config.plugins.filter((plugin) => !(plugin instanceof ModuleFederationPlugin || plugin instanceof BootPreloadPlugin)),
      // Its page has no remotes to ask for ahead.
      new BootPreloadPlugin({ routePreload: false }),
      new rspack.NormalModuleReplacementPlugin(SWAP_REQUEST, (data) => {
        const name = SWAP_REQUEST.exec(data.request)?.[1];
        if (name && data.context?.startsWith(SHELL_SRC)) data.request = SWAPPED[name];
      }),
    ],
  };
};
