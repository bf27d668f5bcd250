import { useState } from 'react';
import { DEFAULT_PROGRAM_REFERENCE, MSG, programUpdateSchema, type Program } from '@meche/contracts';
import { useSchemaForm, validationResolver, type SchemaForm, type Validation } from '@meche/front-kit';
import { programContent, rowQuantity, rowQuantityError, rowsFromProgram, type EditorRow } from './editor-rows';

/** What the care editor holds: the reference as typed and the cares, each with its quantity as typed. */
interface CareEditorValues {
  reference: string;
  rows: EditorRow[];
}

export type CareEditorForm = SchemaForm<CareEditorValues, CareEditorValues>;

function careEditorValues(program: Program | undefined): CareEditorValues {
  return { reference: program?.programReference ?? DEFAULT_PROGRAM_REFERENCE, rows: rowsFromProgram(program) };
}

/**
 * The checks before a save, one message at a time in the order the practitioner has always heard them: no care,
 * then the first quantity that cannot be saved, then the contract's own rules for the body that would be sent.
 */
function validateCareEditor(values: CareEditorValues): Validation<CareEditorValues> {
  if (values.rows.length === 0) return { ok: false, errors: { rows: MSG.noCares } };
  const invalid = values.rows.find((row) => rowQuantity(row) === undefined);
  if (invalid) return { ok: false, errors: { rows: rowQuantityError(invalid) } };
  const checked = programUpdateSchema.safeParse(programContent(values.reference, values.rows));
  const issue = checked.error?.issues[0];
  if (issue) return { ok: false, errors: { [issue.path[0] === 'programReference' ? 'reference' : 'rows']: issue.message } };
  return { ok: true, body: values };
}

const resolver = validationResolver(validateCareEditor);

/** The care editor held the one way: react-hook-form, checked over the programme contract on save. */
export function useCareForm(program: Program | undefined): CareEditorForm {
  const [defaultValues] = useState(() => careEditorValues(program));
  return useSchemaForm<CareEditorValues, CareEditorValues>({ resolver, defaultValues });
}
