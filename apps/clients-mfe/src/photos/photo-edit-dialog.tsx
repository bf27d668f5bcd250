import { useState } from 'react';
import { useUpdatePhoto } from '@meche/api-client';
import {
  describeFailure,
  FailureText,
  LEAVE_MESSAGES,
  showServerErrors,
  useConfirm,
  useNotify,
  useSchemaForm,
} from '@meche/front-kit';
import { photoUpdateSchema, type Photo, type PhotoUpdate } from '@meche/contracts';
import { Dialog } from '@meche/ui';
import { PhotoDetailsFields, type PhotoDetailsValues } from './photo-details-fields';
import { photoLabel } from './photo-label';
import { PHOTO_MESSAGES } from '../messages';
import styles from './photo-follow-up.module.css';

/** Corrects a photo's date, zone or note (a photo filed under the wrong zone moves to its own timeline). */
export function PhotoEditDialog({ photo, onClose }: { photo: Photo; onClose(): void }) {
  const notify = useNotify();
  const confirm = useConfirm();
  const update = useUpdatePhoto(photo.clientId);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useSchemaForm<PhotoDetailsValues, PhotoUpdate>({
    schema: photoUpdateSchema,
    defaultValues: { takenOn: photo.takenOn, zone: photo.zone, note: photo.note ?? '' },
  });

  // Read while rendering: the form state tells only what a render subscribed to.
  const dirty = form.formState.isDirty;
  // Escape, the X and Annuler close the dialog: with changes typed, the same question as leaving a page.
  const close = async () => {
    if (dirty && !(await confirm(LEAVE_MESSAGES.question, { confirmLabel: LEAVE_MESSAGES.leave, cancelLabel: LEAVE_MESSAGES.stay }))) return;
    onClose();
  };

  const onSubmit = form.handleSubmit(async (details) => {
    setFailure(null);
    try {
      await update.mutateAsync({ id: photo.id, ...details });
      notify(PHOTO_MESSAGES.updated, 'success');
      onClose();
    } catch (error) {
      const described = describeFailure(error, { noResponse: PHOTO_MESSAGES.noResponseEdit });
      if (described.fields) showServerErrors(form, described.fields);
      else setFailure(described.message);
    }
  });

  return (
    <Dialog title={`${PHOTO_MESSAGES.edit} ${photoLabel(photo)}`} onClose={() => void close()}>
      <form onSubmit={(event) => void onSubmit(event)} noValidate aria-busy={update.isPending} className={styles.editForm}>
        <PhotoDetailsFields form={form} />
        <FailureText message={failure} />
        <div className="meche-dialog__actions">
          <button type="button" className="meche-btn meche-btn--ghost" onClick={() => void close()}>
            Annuler
          </button>
          <button type="submit" className="meche-btn meche-btn--primary" disabled={update.isPending}>
            {update.isPending ? 'Enregistrement…' : 'Enregistrer'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
