export { describeFailure, type Failure, type FailureWording } from './failure/describe-failure';
export { QueryState, RETRY_LABEL, type QueryLike, type QueryStateProps } from './query-state/query-state';
