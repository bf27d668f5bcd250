import { lazy, Suspense } from 'react';
import { Spinner } from '@meche/ui';
import type { EditorProps } from './editor-props';

const QuillEditor = lazy(() => import('./quill-editor'));

/** The description editor, fetched on first use so list and detail views never download Quill. */
export function RichTextEditor(props: EditorProps) {
  return (
    <Suspense fallback={<Spinner label="Chargement de l'éditeur..." />}>
      <QuillEditor {...props} />
    </Suspense>
  );
}
