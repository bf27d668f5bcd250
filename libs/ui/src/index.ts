export { applyStoredTheme, applyTheme, readStoredTheme, storeTheme, THEME_STORAGE_KEY } from './theme/theme-storage';

export { ConfirmDialog } from './feedback/confirm-dialog';
export { ToastRegion, TOAST_DURATION_MS, type ToastMessage } from './feedback/toast-region';
export { Dialog } from './dialog/dialog';

export { Pagination } from './pagination/pagination';
export { usePagedSearch, type PagedSearch } from './search/use-paged-search';

export { Spinner } from './spinner/spinner';
export { ErrorFallback } from './error-fallback/error-fallback';
export { Field, type FieldControlProps } from './field/field';
export { DataTable, type DataColumn } from './data-table/data-table';

export { formatDate, formatLongDate, formatPrice } from './format/format';
export { lazyDateFormat } from './format/date-format';

export { ScrollBox } from './scroll-box/scroll-box';
export { FilePicker, fileSizeText } from './file-picker/file-picker';
