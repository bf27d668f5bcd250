export { REMOTE_CONTRACT_VERSION, SUPPORTED_CONTRACTS, supportsContract } from './version';
export {
  DASHBOARD_CONTENT,
  type RemoteDescriptor,
  type RemoteModule,
  type RemoteNavEntry,
  type RemoteRouteDescriptor,
  type RouteShape,
} from './descriptor';
export { defineRemote, describeRemote } from './define-remote';
export { readDescriptor, type DescriptorReading } from './read-descriptor';
