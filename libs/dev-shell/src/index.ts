export { startDevShell } from './dev-shell';
