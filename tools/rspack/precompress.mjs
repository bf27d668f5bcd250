// Brotli and gzip copies of the built JS, CSS and SVG, made once at build time (max levels: the build pays, not
// each request), served as they are by the API (@fastify/static preCompressed) and by tools/serve-static.mjs.
// JSON is left out: remotes.json is rewritten where it is deployed, and the manifests and descriptors are small
// and compressed when sent. Images are already compressed.
import { constants } from 'node:zlib';
import CompressionPlugin from 'compression-webpack-plugin';

const FILES = /\.(js|css|svg)$/;
/** Below this a compressed copy saves less than a packet. */
const THRESHOLD = 1024;

export function precompressPlugins() {
  const common = { test: FILES, threshold: THRESHOLD, minRatio: 0.9 };
  return [
    new CompressionPlugin({ ...common, algorithm: 'gzip', filename: '[path][base].gz', compressionOptions: { level: 9 } }),
    new CompressionPlugin({
      ...common,
      algorithm: 'brotliCompress',
      filename: '[path][base].br',
      compressionOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } },
    }),
  ];
}
