export { startDevShell, type DevShellOptions } from './dev-shell';
