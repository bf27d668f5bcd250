import { useEffect, useRef } from 'react';
import ReactQuill, { Quill } from 'react-quill-new';
import type LinkFormat from 'quill/formats/link';
import 'react-quill-new/dist/quill.snow.css';
import {
  EDITOR_FORMATS,
  EDITOR_LINK_PROTOCOL_LIST,
  EDITOR_MODULES,
  LINK_BOX_LABEL,
  LINK_BOX_PLACEHOLDER,
  TOOLBAR_LABELS,
  normaliseEditorHtml,
} from './editor-config';
import type { EditorProps } from './editor-props';
import styles from './quill-editor.module.css';

// Links limited to the editor's protocols; anything else becomes about:blank inside the editor.
const Link = Quill.import('formats/link') as typeof LinkFormat;
Link.PROTOCOL_WHITELIST = EDITOR_LINK_PROTOCOL_LIST;

/** Quill-based description editor; loaded lazily so only the editor pages pay for Quill. */
export default function QuillEditor({ id, labelId, defaultValue, onChange, invalid }: EditorProps) {
  const ref = useRef<ReactQuill>(null);

  useEffect(() => {
    const editor = ref.current?.getEditor();
    if (!editor) return;
    const root = editor.root;
    root.id = id;
    root.setAttribute('role', 'textbox');
    root.setAttribute('aria-multiline', 'true');
    root.setAttribute('aria-labelledby', labelId);
    const container = root.closest('.quill');
    const toolbar = container?.querySelector('.ql-toolbar');
    toolbar?.setAttribute('aria-label', 'Mise en forme de la description');
    for (const [selector, label] of Object.entries(TOOLBAR_LABELS)) {
      toolbar?.querySelector(selector)?.setAttribute('aria-label', label);
    }
    // Snow's link box speaks English; its texts are CSS content (see the stylesheet), its field is set here.
    const linkInput = container?.querySelector('.ql-tooltip input[type="text"]');
    linkInput?.setAttribute('aria-label', LINK_BOX_LABEL);
    linkInput?.setAttribute('data-link', LINK_BOX_PLACEHOLDER);
  }, [id, labelId]);

  useEffect(() => {
    ref.current?.getEditor().root.setAttribute('aria-invalid', String(Boolean(invalid)));
  }, [invalid]);

  return (
    <ReactQuill
      ref={ref}
      className={styles.editor}
      theme="snow"
      defaultValue={defaultValue}
      modules={EDITOR_MODULES}
      formats={EDITOR_FORMATS}
      onChange={(html, _delta, source, editor) => {
        // Quill rewrites the HTML it is given when it mounts: only the practitioner's own edits are changes.
        if (source === 'user') onChange(normaliseEditorHtml(html, editor.getText()));
      }}
    />
  );
}
