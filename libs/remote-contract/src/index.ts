export { REMOTE_CONTRACT_VERSION, SUPPORTED_CONTRACTS, supportsContract } from './version';
export {
  DASHBOARD_CONTENT,
  type RemoteDescriptor,
  type RemoteModule,
  type RemoteRouteDescriptor,
} from './descriptor';
export { defineRemote, describeRemote } from './define-remote';
export { readDescriptor } from './read-descriptor';
