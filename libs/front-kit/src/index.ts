export { ThemeProvider } from './theme/theme-context';
export { ThemeToggle } from './theme/theme-toggle';
export { UiProvider } from './feedback/ui-provider';
export { useConfirm, useNotify } from './feedback/feedback-context';

export {
  checkOnlyResolver,
  fieldError,
  showServerErrors,
  useSchemaForm,
  validationResolver,
  type FieldRegistration,
  type SchemaForm,
  type Validation,
} from './form/schema-form';
export { LEAVE_MESSAGES, useLeaveGuard } from './form/leave-guard';
export { enterMovesToNextField } from './form/enter-moves-focus';
// For a control that follows another field's value, and a form's list of rows (the layer's one form library, not a second way).
export { useFieldArray, useWatch } from 'react-hook-form';

export { escapeHtml } from './print/escape-html';
export { sheetHeaderHtml } from './print/sheet-header';
export { usePrintSheet, type SheetToPrint } from './print/use-print-sheet';
export { type PracticeConfig } from './print/practice-config';
export {
  categoryLabel,
  groupProductsByCategory,
  productCategoryLabel,
  TVA_OPTIONS,
  tvaCellText,
  tvaLabel,
  type ProductGroup,
} from './catalogue/category-labels';
export type { CreatedClientState } from './preferences/after-client-created';
export { downloadFile } from './import-export/download-file';
export { ImportExportActions } from './import-export/import-export-actions';

export { describeFailure, type FailureWording } from './failure/describe-failure';
export { FailureText } from './failure/failure-text';
export { QueryState } from './query-state/query-state';
export { useListController } from './list/use-list-controller';
export { useSaveFlow } from './save/use-save-flow';
export { FormActions } from './save/form-actions';
export { useDeleteFlow } from './delete/use-delete-flow';
export { DeleteButton } from './delete/delete-button';
