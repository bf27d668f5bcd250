export { describeFailure, type FailureWording } from './failure/describe-failure';
export { FailureText } from './failure/failure-text';
export { QueryState } from './query-state/query-state';
export { useListController } from './list/use-list-controller';
export { useSaveFlow } from './save/use-save-flow';
export { FormActions } from './save/form-actions';
export { useDeleteFlow } from './delete/use-delete-flow';
export { DeleteButton } from './delete/delete-button';
