import { useId, useState } from 'react';
import { useUploadPhoto } from '@meche/api-client';
import { describeFailure, showServerErrors, useNotify, useSchemaForm } from '@meche/front-kit';
import { FilePicker, fileSizeText } from '@meche/ui';
import { MSG, PHOTO_ACCEPT, PHOTO_MAX_BYTES, PHOTO_UPLOAD_TYPES, photoUploadQuerySchema, todayIso, type PhotoUploadQuery } from '@meche/contracts';
import { PHOTO_MESSAGES } from '../messages';
import { PhotoDetailsFields, type PhotoDetailsValues } from './photo-details-fields';
import styles from './photo-follow-up.module.css';

/**
 * The checks the server makes first, made before sending 15 Mo for nothing; the server still reads the real type
 * from the bytes. A camera may give no type at all: the server decides then.
 */
function fileProblem(file: Blob): string | null {
  if (file.size === 0) return MSG.photoEmpty;
  if (file.size > PHOTO_MAX_BYTES) return MSG.photoTooLarge;
  if (file.type && !(PHOTO_UPLOAD_TYPES as readonly string[]).includes(file.type)) return MSG.photoUnsupportedType;
  return null;
}

/**
 * Adds a photo: a file picked, dropped on the zone, or taken with a tablet's camera, with the day it was taken, the
 * scalp zone and a note. A refused file keeps everything typed.
 */
export function PhotoUploadForm({ clientId }: { clientId: number }) {
  const notify = useNotify();
  const upload = useUploadPhoto(clientId);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const pickerId = useId();
  const form = useSchemaForm<PhotoDetailsValues, PhotoUploadQuery>({
    schema: photoUploadQuerySchema,
    defaultValues: { takenOn: todayIso(), zone: '', note: '' },
  });

  const choose = (chosen: File) => {
    setFile(chosen);
    setFileError(fileProblem(chosen));
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
      <FilePicker
        hint="Déposez une photo ici (JPEG, PNG ou WebP, 15 Mo au plus), ou :"
        buttons={[
          { label: 'Choisir un fichier', accept: PHOTO_ACCEPT, id: pickerId },
          { label: 'Prendre une photo (tablette)', accept: 'image/*', capture: 'environment' },
        ]}
        chosen={file ? `Photo choisie : ${file.name || 'photo'} (${fileSizeText(file.size)})` : 'Aucune photo choisie.'}
        error={fileError}
        onChoose={choose}
        testId="photo-drop-zone"
      />
      <PhotoDetailsFields form={form} />
      <button type="submit" className="meche-btn meche-btn--primary" disabled={upload.isPending}>
        {upload.isPending ? 'Envoi…' : PHOTO_MESSAGES.add}
      </button>
    </form>
  );
}
