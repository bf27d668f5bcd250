import { lazy, Suspense, useState } from 'react';
import type { ImportKind } from '@meche/contracts';
import { Spinner } from '@meche/ui';

// Written here rather than with the dialogs' texts, which the list page would then carry whole.
const LABELS = { import: 'Importer', export: 'Exporter', loading: 'Ouverture…' } as const;

// Loaded on the first click: a list page does not carry the import's code for the practitioner who never imports.
const ImportDialog = lazy(async () => ({ default: (await import('./import-dialog')).ImportDialog }));
const ExportDialog = lazy(async () => ({ default: (await import('./export-dialog')).ExportDialog }));

/** 'Importer' and 'Exporter' for a list page's header: each opens its dialog. */
export function ImportExportActions({ kind }: { kind: ImportKind }) {
  const [open, setOpen] = useState<'import' | 'export' | null>(null);
  const close = () => setOpen(null);
  return (
    <>
      <button type="button" className="meche-btn" onClick={() => setOpen('import')} aria-haspopup="dialog">
        {LABELS.import}
      </button>
      <button type="button" className="meche-btn" onClick={() => setOpen('export')} aria-haspopup="dialog">
        {LABELS.export}
      </button>
      <Suspense fallback={<Spinner size="small" label={LABELS.loading} />}>
        {open === 'import' ? <ImportDialog kind={kind} onClose={close} /> : null}
        {open === 'export' ? <ExportDialog kind={kind} onClose={close} /> : null}
      </Suspense>
    </>
  );
}
