export { describeError, errorMessage, type ApiError } from './errors';
export * from './timings';
export * from './users';
export * from './clients';
export * from './categories';
export * from './products';
export * from './programs';
export * from './photos';
export * from './consent';
