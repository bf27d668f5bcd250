export { ThemeProvider } from './theme/theme-context';
export { ThemeToggle } from './theme/theme-toggle';
export { applyStoredTheme } from './theme/theme-storage';

export { UiProvider } from './feedback/ui-provider';
export { useConfirm, useNotify } from './feedback/feedback-context';
export { Dialog } from './dialog/dialog';

export { Pagination } from './pagination/pagination';
export { usePagedSearch, type PagedSearch } from './search/use-paged-search';

export { Spinner } from './spinner/spinner';
export { ErrorFallback } from './error-fallback/error-fallback';
export { Field, type FieldControlProps } from './field/field';

export { formatDate, formatLongDate, formatPrice } from './format/format';
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
export { ScrollBox } from './scroll-box/scroll-box';
export { FilePicker, fileSizeText } from './file-picker/file-picker';
export type { CreatedClientState } from './preferences/after-client-created';
export { downloadFile } from './import-export/download-file';
export { ImportExportActions } from './import-export/import-export-actions';
// For a control that follows another field's value, and a form's list of rows (the layer's one form library, not a second way).
export { useFieldArray, useWatch } from 'react-hook-form';
