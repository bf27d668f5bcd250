import { useId, useState, type ChangeEvent, type DragEvent } from 'react';
import { useUploadPhoto } from '@meche/api-client';
import { describeFailure } from '@meche/front-kit';
import { PHOTO_ACCEPT, photoUploadQuerySchema, todayIso, type PhotoUploadQuery } from '@meche/contracts';
import { showServerErrors, useNotify, useSchemaForm } from '@meche/ui';
import { PhotoDetailsFields, type PhotoDetailsValues } from './photo-details-fields';
import { fileProblem, PHOTO_MESSAGES } from './photo-messages';
import styles from './photo-follow-up.module.css';

const kiloBytes = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024)).toLocaleString('fr-FR')} Ko`;

/**
 * Adds a photo: a file picked, dropped on the zone, or taken with a tablet's camera, with the day it was taken, the
 * scalp zone and a note. A refused file keeps everything typed.
 */
export function PhotoUploadForm({ clientId }: { clientId: number }) {
  const notify = useNotify();
  const upload = useUploadPhoto(clientId);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const pickerId = useId();
  const fileErrorId = useId();
  const form = useSchemaForm<PhotoDetailsValues, PhotoUploadQuery>({
    schema: photoUploadQuerySchema,
    defaultValues: { takenOn: todayIso(), zone: '', note: '' },
  });

  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    setFile(chosen);
    setFileError(fileProblem(chosen));
  };

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    choose(event.target.files?.[0]);
    // The same file picked again after a failure still triggers a change.
    event.target.value = '';
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    choose(event.dataTransfer.files[0]);
  };

  const onSubmit = form.handleSubmit(async (query) => {
    if (!file) {
      setFileError(PHOTO_MESSAGES.chooseFile);
      document.getElementById(pickerId)?.focus();
      return;
    }
    const problem = fileProblem(file);
    if (problem) {
      setFileError(problem);
      document.getElementById(pickerId)?.focus();
      return;
    }
    try {
      await upload.mutateAsync({ ...query, file });
      notify(PHOTO_MESSAGES.added, 'success');
      setFile(null);
      setFileError(null);
      // Next photo of the same session: same day and zone, a new note.
      form.reset({ ...form.getValues(), note: '' });
    } catch (error) {
      const failure = describeFailure(error, { noResponse: PHOTO_MESSAGES.noResponse });
      if (failure.fields) showServerErrors(form, failure.fields);
      else setFileError(failure.message);
    }
  });

  return (
    <form className={styles.upload} onSubmit={(event) => void onSubmit(event)} noValidate aria-labelledby="photo-upload-title" aria-busy={upload.isPending}>
      <h3 id="photo-upload-title" className={styles.subtitle}>
        Nouvelle photo
      </h3>
      <div
        className={styles.dropZone}
        data-dragging={dragging || undefined}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        data-testid="photo-drop-zone"
      >
        <p className={styles.dropHint}>Déposez une photo ici (JPEG, PNG ou WebP, 15 Mo au plus), ou :</p>
        <div className={styles.pickers}>
          <label className={styles.picker}>
            <span>Choisir un fichier</span>
            <input
              id={pickerId}
              type="file"
              accept={PHOTO_ACCEPT}
              onChange={onPick}
              aria-invalid={fileError ? true : undefined}
              aria-describedby={fileError ? fileErrorId : undefined}
            />
          </label>
          <label className={styles.picker}>
            <span>Prendre une photo (tablette)</span>
            <input type="file" accept="image/*" capture="environment" onChange={onPick} />
          </label>
        </div>
        <p className={styles.chosen} aria-live="polite">
          {file ? `Photo choisie : ${file.name || 'photo'} (${kiloBytes(file.size)})` : 'Aucune photo choisie.'}
        </p>
        {fileError ? (
          <p id={fileErrorId} role="alert" className="meche-field__error">
            {fileError}
          </p>
        ) : null}
      </div>
      <PhotoDetailsFields form={form} />
      <button type="submit" className="meche-btn meche-btn--primary" disabled={upload.isPending}>
        {upload.isPending ? 'Envoi…' : PHOTO_MESSAGES.add}
      </button>
    </form>
  );
}
