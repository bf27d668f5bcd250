export interface EditorProps {
  /** id given to the editable area. */
  id: string;
  /** id of the visible label that names the editable area. */
  labelId: string;
  /** Initial HTML; the editor is uncontrolled so the caret never jumps while typing. */
  defaultValue: string;
  /** The practitioner's edits only: Quill's own rewrite of the initial HTML is not reported. */
  onChange: (html: string) => void;
  invalid?: boolean;
}
