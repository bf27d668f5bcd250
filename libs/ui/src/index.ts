export { paths, CLIENT_DETAIL_ROUTE_ID, type AddCareState } from './paths';

export { ThemeProvider, useTheme, type ThemeContextValue } from './theme/theme-context';
export { ThemeToggle, THEME_TOGGLE_LABEL } from './theme/theme-toggle';
export {
  applyStoredTheme,
  applyTheme,
  readStoredTheme,
  DEFAULT_THEME,
  THEME_STORAGE_KEY,
  type Theme,
} from './theme/theme-storage';

export { UiProvider } from './feedback/ui-provider';
export {
  useConfirm,
  useNotify,
  type Confirm,
  type ConfirmOptions,
  type Notify,
  type NotifyKind,
} from './feedback/feedback-context';
export {
  ConfirmDialog,
  DEFAULT_CANCEL_LABEL,
  DEFAULT_CONFIRM_LABEL,
  type ConfirmDialogProps,
} from './feedback/confirm-dialog';
export { Dialog } from './dialog/dialog';
export { TOAST_CLOSE_LABEL, TOAST_DURATION_MS } from './feedback/toast-region';

export { Pagination, NEXT_LABEL, PREVIOUS_LABEL, type PaginationProps } from './pagination/pagination';
export { SearchBox, type SearchBoxProps } from './search/search-box';
export { useDebouncedValue } from './search/use-debounced-value';
export { usePagedSearch, type PagedSearch } from './search/use-paged-search';

export { Spinner, DEFAULT_SPINNER_LABEL, type SpinnerProps } from './spinner/spinner';
export {
  ErrorFallback,
  ERROR_FALLBACK_LINK,
  ERROR_FALLBACK_TITLE,
  type ErrorFallbackProps,
} from './error-fallback/error-fallback';
export { Field, type FieldControlProps, type FieldProps } from './field/field';

export { formatDate, formatLongDate, formatPrice } from './format/format';
export {
  buildPrintDocument,
  printHtml,
  PrintError,
  PRINT_MESSAGES,
  type PrintOptions,
  type PrintOrientation,
} from './print/print-html';
export { escapeHtml } from './print/escape-html';
export { sheetHeaderHtml } from './print/sheet-header';
export { usePrintSheet, type SheetToPrint } from './print/use-print-sheet';
export { type PracticeConfig } from './print/practice-config';
export {
  categoryLabel,
  groupProductsByCategory,
  NO_CATEGORY_NAME,
  NO_TVA_LABEL,
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
export { useLeaveGuard } from './form/leave-guard';
export { useFormDraft } from './form/form-draft';
export { DraftNotice } from './form/draft-notice';
export { enterMovesToNextField } from './form/enter-moves-focus';
// For a control that follows another field's value (the layer's one form library, not a second way).
export { useWatch } from 'react-hook-form';
