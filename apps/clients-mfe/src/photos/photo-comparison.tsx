import { useState } from 'react';
import type { Photo, PhotoZone } from '@meche/contracts';
import { photoLabel } from './photo-label';
import { PhotoImage } from './photo-image';
import styles from './photo-follow-up.module.css';

interface ZoneTimeline {
  zone: PhotoZone;
  photos: Photo[];
}

/**
 * Two dates of one zone side by side in one frame: the slider moves the line between the earlier photo (left) and
 * the later one (right), the way a trichologist shows a client what changed.
 */
export function PhotoComparison({ zones }: { zones: readonly ZoneTimeline[] }) {
  const comparable = zones.filter((z) => z.photos.length >= 2);
  const [zoneName, setZoneName] = useState<PhotoZone | undefined>(comparable[0]?.zone);
  const zone = comparable.find((z) => z.zone === zoneName) ?? comparable[0];
  const [pair, setPair] = useState<{ zone: PhotoZone; before: number; after: number } | null>(null);
  const [position, setPosition] = useState(50);

  if (!zone) {
    return <p className={styles.hint}>La comparaison s’ouvre dès qu’une zone a deux photos.</p>;
  }
  const first = zone.photos[0]!;
  const last = zone.photos[zone.photos.length - 1]!;
  const chosen = pair?.zone === zone.zone ? pair : { zone: zone.zone, before: first.id, after: last.id };
  const before = zone.photos.find((p) => p.id === chosen.before) ?? first;
  const after = zone.photos.find((p) => p.id === chosen.after) ?? last;

  const choice = (label: string, value: number, onChange: (id: number) => void) => (
    <label className={styles.choice}>
      <span>{label}</span>
      <select className="meche-input" value={value} onChange={(e) => onChange(Number(e.target.value))}>
        {zone.photos.map((p) => (
          <option key={p.id} value={p.id}>
            {photoLabel(p)}
          </option>
        ))}
      </select>
    </label>
  );

  return (
    <div className={styles.comparison}>
      <div className={styles.choices}>
        <label className={styles.choice}>
          <span>Zone comparée</span>
          <select className="meche-input" value={zone.zone} onChange={(e) => setZoneName(e.target.value as PhotoZone)}>
            {comparable.map((z) => (
              <option key={z.zone} value={z.zone}>
                {z.zone}
              </option>
            ))}
          </select>
        </label>
        {choice('Avant', before.id, (id) => setPair({ ...chosen, before: id }))}
        {choice('Après', after.id, (id) => setPair({ ...chosen, after: id }))}
      </div>
      <div className={styles.frame} data-testid="photo-comparison-frame">
        <PhotoImage id={before.id} variant="image" alt={`Avant : ${photoLabel(before)}`} className={styles.frameImage} />
        <div className={styles.frameAfter} style={{ clipPath: `inset(0 0 0 ${position}%)` }}>
          <PhotoImage id={after.id} variant="image" alt={`Après : ${photoLabel(after)}`} className={styles.frameImage} />
        </div>
        <div className={styles.divider} style={{ left: `${position}%` }} aria-hidden="true" />
        <span className={`${styles.tag} ${styles.tagLeft}`} aria-hidden="true">
          {photoLabel(before)}
        </span>
        <span className={`${styles.tag} ${styles.tagRight}`} aria-hidden="true">
          {photoLabel(after)}
        </span>
      </div>
      <label className={styles.slider}>
        <span>Curseur avant / après</span>
        <input
          type="range"
          min={0}
          max={100}
          value={position}
          onChange={(e) => setPosition(Number(e.target.value))}
          aria-valuetext={`${position} % avant, ${100 - position} % après`}
        />
      </label>
    </div>
  );
}
