import { useEffect, useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { settingsQueries, useDeletePracticeLogo, useUploadPracticeLogo } from '@meche/api-client';
import { PHOTO_ACCEPT, PHOTO_MAX_BYTES, PHOTO_UPLOAD_TYPES, MSG, type PracticeSettings } from '@meche/contracts';
import { useConfirm, useNotify } from '@meche/front-kit';
import { FilePicker, fileSizeText, Spinner } from '@meche/ui';
import { saveError } from './save-error';
import styles from './settings-page.module.css';

export const LOGO_SAVED = 'Logo enregistré.';
const LOGO_REMOVED = 'Logo retiré : les fiches reprennent le logo par défaut.';
const LOGO_REMOVE_QUESTION = 'Retirer le logo du cabinet ?';
export const NO_LOGO = 'Aucun logo enregistré : les fiches impriment le logo par défaut.';

const LOGO_PICKER = [{ label: 'Choisir un logo', accept: PHOTO_ACCEPT }];

/** Refused before any upload, with the server's own words, so the wait is not for nothing. */
function localRefusal(file: File): string | null {
  if (file.size === 0) return MSG.photoEmpty;
  if (file.size > PHOTO_MAX_BYTES) return MSG.photoTooLarge;
  if (file.type && !(PHOTO_UPLOAD_TYPES as readonly string[]).includes(file.type)) return MSG.photoUnsupportedType;
  return null;
}

/**
 * The chosen file as a data URL (the pages' CSP admits data: images, not blob:), read once per file; a preview of
 * an earlier file is never shown for a newer one.
 */
function usePreview(file: File | null): string | null {
  const [preview, setPreview] = useState<{ file: File; url: string } | null>(null);
  useEffect(() => {
    if (!file) return;
    const reader = new FileReader();
    reader.onload = () => setPreview({ file, url: String(reader.result) });
    reader.readAsDataURL(file);
    return () => reader.abort();
  }, [file]);
  return preview && preview.file === file ? preview.url : null;
}

/** The current logo, a preview of the chosen file before it is sent, and its removal. */
export function LogoPanel({ settings }: { settings: PracticeSettings }) {
  const titleId = useId();
  const notify = useNotify();
  const confirm = useConfirm();
  const upload = useUploadPracticeLogo();
  const remove = useDeletePracticeLogo();
  const current = useQuery({ ...settingsQueries.logoDataUrl(settings.modified), enabled: settings.hasLogo });
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const preview = usePreview(file);

  const choose = (chosen: File) => {
    setError(localRefusal(chosen));
    setFile(chosen);
  };

  const send = () => {
    if (!file) return;
    setError(null);
    upload.mutate(file, {
      onSuccess: () => {
        setFile(null);
        notify(LOGO_SAVED, 'success');
      },
      onError: (e) => {
        const failure = saveError(e);
        setError(failure.message ?? Object.values(failure.fields)[0] ?? null);
      },
    });
  };

  const drop = async () => {
    if (!(await confirm(LOGO_REMOVE_QUESTION, { confirmLabel: 'Retirer' }))) return;
    remove.mutate(undefined, {
      onSuccess: () => notify(LOGO_REMOVED, 'success'),
      onError: (e) => setError(saveError(e).message),
    });
  };

  const busy = upload.isPending || remove.isPending;
  return (
    <section className={styles.logo} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.subtitle}>
        Logo
      </h2>
      <div className={styles.logoFrame}>
        {preview ? (
          <img src={preview} alt="Aperçu du nouveau logo" className={styles.logoImage} />
        ) : !settings.hasLogo ? (
          <p className={styles.muted}>{NO_LOGO}</p>
        ) : current.isPending ? (
          <Spinner size="small" label="Chargement du logo" />
        ) : current.isError ? (
          <p className="meche-field__error">Le logo n’a pas pu être affiché.</p>
        ) : (
          <img src={current.data} alt="Logo actuel du cabinet" className={styles.logoImage} />
        )}
      </div>
      <FilePicker
        hint="Déposez un logo ici (JPEG, PNG ou WebP, 15 Mo au plus), ou :"
        buttons={LOGO_PICKER}
        chosen={file ? `Logo choisi : ${file.name} (${fileSizeText(file.size)})` : 'Aucun nouveau logo choisi.'}
        error={error}
        disabled={busy}
        onChoose={choose}
      />
      <div className={styles.actions}>
        <button type="button" className="meche-btn meche-btn--primary" onClick={send} disabled={!file || busy || error !== null}>
          {upload.isPending ? <Spinner size="small" label="Envoi du logo en cours" /> : null}
          Enregistrer le logo
        </button>
        {settings.hasLogo ? (
          <button type="button" className="meche-btn meche-btn--danger" onClick={() => void drop()} disabled={busy}>
            Retirer le logo
          </button>
        ) : null}
      </div>
    </section>
  );
}
