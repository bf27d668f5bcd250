import { useEffect, useRef, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { photoQueries } from '@meche/api-client';
import { photosByZone, type Client } from '@meche/contracts';
import { QueryState } from '@meche/front-kit';
import { PhotoComparison } from './photo-comparison';
import { PhotoConsentGate } from './photo-consent-gate';
import { PHOTO_MESSAGES } from '../messages';
import { PHOTO_FOLLOW_UP_ID } from './photo-anchor';
import { PhotoTimeline } from './photo-timeline';
import { PhotoUploadForm } from './photo-upload-form';
import styles from './photo-follow-up.module.css';

/**
 * "Suivi photo" on the client file: add photos, a timeline per scalp zone, and a comparison of two dates. Opened on
 * demand (each view of a photo is audited as a read of the file): the title takes the focus and comes into view.
 */
export function PhotoFollowUp({ client, recordConsent }: { client: Client; recordConsent(onDone: () => void): ReactNode }) {
  const id = client.id;
  const photos = useQuery(photoQueries.list(id));
  const zones = photos.data ? photosByZone(photos.data) : [];
  const titleRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    titleRef.current?.focus();
    titleRef.current?.scrollIntoView?.({ block: 'start' });
  }, []);

  return (
    <section id={PHOTO_FOLLOW_UP_ID} className={styles.page} aria-labelledby="photos-title">
      <h2 id="photos-title" ref={titleRef} tabIndex={-1} className={styles.title}>
        {PHOTO_MESSAGES.title}
      </h2>
      <PhotoConsentGate client={client} recordConsent={recordConsent}>
        <PhotoUploadForm clientId={id} />
      </PhotoConsentGate>
      <section aria-labelledby="timeline-title">
        <h3 id="timeline-title" className={styles.subtitle}>
          Chronologie par zone
        </h3>
        <QueryState
          query={photos}
          loading="Chargement des photos…"
          failure={PHOTO_MESSAGES.loadFailed}
          isEmpty={() => zones.length === 0}
          empty={<p className={styles.hint}>{PHOTO_MESSAGES.empty}</p>}
        >
          <PhotoTimeline clientId={id} zones={zones} />
        </QueryState>
      </section>
      {zones.length > 0 ? (
        <section aria-labelledby="comparison-title">
          <h3 id="comparison-title" className={styles.subtitle}>
            Comparaison
          </h3>
          <PhotoComparison zones={zones} />
        </section>
      ) : null}
    </section>
  );
}
