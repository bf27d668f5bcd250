export { describeError } from './errors';
export * from './timings';
export * from './users';
export * from './clients';
export * from './categories';
export * from './products';
export * from './programs';
