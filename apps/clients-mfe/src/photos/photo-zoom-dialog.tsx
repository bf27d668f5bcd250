import { useState, type KeyboardEvent } from 'react';
import type { Photo } from '@meche/contracts';
import { Dialog } from '@meche/ui';
import { photoLabel } from './photo-label';
import { PhotoImage } from './photo-image';
import styles from './photo-zoom.module.css';

const ZOOMS = [1, 1.5, 2, 3, 4] as const;

/** A photo at full size, enlarged with the buttons or the + and - keys; Escape or Fermer closes it. */
export function PhotoZoomDialog({ photo, onClose }: { photo: Photo; onClose(): void }) {
  const [level, setLevel] = useState(0);
  const zoomIn = () => setLevel((l) => Math.min(l + 1, ZOOMS.length - 1));
  const zoomOut = () => setLevel((l) => Math.max(l - 1, 0));
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === '+' || event.key === '=') zoomIn();
    else if (event.key === '-') zoomOut();
    else return;
    event.preventDefault();
  };
  const zoom = ZOOMS[level] ?? 1;
  const percent = `${Math.round(zoom * 100)}\u00a0%`;
  return (
    <Dialog title={photoLabel(photo)} onClose={onClose} size="wide">
      <div className={styles.zoom} onKeyDown={onKeyDown}>
        <div className={styles.controls} role="group" aria-label="Zoom">
          <button type="button" className="meche-btn meche-btn--small" onClick={zoomOut} disabled={level === 0}>
            Zoom arrière
          </button>
          <output className={styles.level} aria-live="polite">
            {percent}
          </output>
          <button type="button" className="meche-btn meche-btn--small" onClick={zoomIn} disabled={level === ZOOMS.length - 1}>
            Zoom avant
          </button>
        </div>
        {/* Scrolls both ways once enlarged; focusable so the arrow keys move around the photo. */}
        <div className={styles.viewport} tabIndex={0} role="region" aria-label={`Photo ${photoLabel(photo)}, zoom ${percent}`}>
          <PhotoImage id={photo.id} variant="image" alt={photoLabel(photo)} className={styles.image} style={{ width: `${zoom * 100}%` }} />
        </div>
      </div>
    </Dialog>
  );
}
