import { useState } from 'react';
import { useDeletePhoto } from '@meche/api-client';
import { describeFailure, useConfirm, useNotify } from '@meche/front-kit';
import type { Photo, PhotoZone } from '@meche/contracts';
import { formatDate } from '@meche/ui';
import { photoLabel } from './photo-label';
import { PhotoEditDialog } from './photo-edit-dialog';
import { PhotoImage } from './photo-image';
import { PHOTO_MESSAGES } from '../messages';
import { PhotoZoomDialog } from './photo-zoom-dialog';
import zoomStyles from './photo-zoom.module.css';
import styles from './photo-follow-up.module.css';

const zoneTitleId = (zone: PhotoZone) => `zone-${zone.replace(/\s+/g, '-')}`;

interface ZoneTimeline {
  zone: PhotoZone;
  photos: Photo[];
}

/** One row per photographed zone, oldest photo first: the months of a follow-up read left to right. */
export function PhotoTimeline({ clientId, zones }: { clientId: number; zones: readonly ZoneTimeline[] }) {
  const confirm = useConfirm();
  const notify = useNotify();
  const remove = useDeletePhoto(clientId);
  const [editing, setEditing] = useState<Photo | null>(null);
  const [zoomed, setZoomed] = useState<Photo | null>(null);

  const onDelete = async (photo: Photo) => {
    if (!(await confirm(PHOTO_MESSAGES.confirmDelete, { confirmLabel: 'Supprimer' }))) return;
    remove.mutate(photo.id, {
      onSuccess: () => notify(PHOTO_MESSAGES.deleted, 'success'),
      onError: (error) => notify(describeFailure(error).message, 'error'),
    });
  };

  return (
    <div className={styles.timelines}>
      {zones.map(({ zone, photos }) => (
        <section key={zone} className={styles.zone} aria-labelledby={zoneTitleId(zone)}>
          <h4 id={zoneTitleId(zone)} className={styles.zoneTitle}>
            {zone} <span className={styles.count}>({photos.length})</span>
          </h4>
          <ol className={styles.strip}>
            {photos.map((photo) => (
              <li key={photo.id} className={styles.card}>
                <figure className={styles.figure}>
                  <button type="button" className={zoomStyles.open} aria-label={`Agrandir la photo ${photoLabel(photo)}`} onClick={() => setZoomed(photo)}>
                    <PhotoImage id={photo.id} variant="thumbnail" alt={photoLabel(photo)} className={styles.thumbnail} />
                  </button>
                  <figcaption>
                    <time dateTime={photo.takenOn}>{formatDate(photo.takenOn)}</time>
                    {photo.note ? <p className={styles.photoNote}>{photo.note}</p> : null}
                  </figcaption>
                </figure>
                <div className={styles.cardActions}>
                  <button
                    type="button"
                    className="meche-btn meche-btn--small"
                    aria-label={`${PHOTO_MESSAGES.edit} ${photoLabel(photo)}`}
                    onClick={() => setEditing(photo)}
                  >
                    Modifier
                  </button>
                  <button
                    type="button"
                    className="meche-btn meche-btn--small meche-btn--danger"
                    aria-label={`Supprimer la photo ${photoLabel(photo)}`}
                    onClick={() => void onDelete(photo)}
                    disabled={remove.isPending && remove.variables === photo.id}
                  >
                    Supprimer
                  </button>
                </div>
              </li>
            ))}
          </ol>
        </section>
      ))}
      {editing ? <PhotoEditDialog photo={editing} onClose={() => setEditing(null)} /> : null}
      {zoomed ? <PhotoZoomDialog photo={zoomed} onClose={() => setZoomed(null)} /> : null}
    </div>
  );
}
