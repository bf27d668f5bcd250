export { describeFailure, type Failure, type FailureWording } from './failure/describe-failure';
export { QueryState, type QueryLike, type QueryStateProps } from './query-state/query-state';
export { useListController, type ListController, type ListParams } from './list/use-list-controller';
export { useSaveFlow, type AfterSave, type SaveFlow } from './save/use-save-flow';
export { useDeleteFlow, type DeleteFlow } from './delete/use-delete-flow';
