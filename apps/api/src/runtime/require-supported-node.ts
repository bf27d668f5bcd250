// Imported first by main.ts: on too old a Node the API stops here, before a dependency fails in a less clear way.
import { apiNodeRange, unsupportedNodeMessage } from './supported-node';

const message = unsupportedNodeMessage(process.versions.node, apiNodeRange());
if (message) {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}
