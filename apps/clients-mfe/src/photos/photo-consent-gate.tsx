import { useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { practiceRulesQueries } from '@meche/api-client';
import type { Client } from '@meche/contracts';
import { Spinner } from '@meche/ui';
import { PHOTO_MESSAGES } from '../messages';
import styles from './photo-follow-up.module.css';

export interface PhotoConsentGateProps {
  client: Client;
  /** The consent form, given by the page that composes the file (photos do not reach into the consent feature). */
  recordConsent(onDone: () => void): ReactNode;
  children: ReactNode;
}

/**
 * Scalp photos are health data: without the client's recorded consent, adding one says why and offers to record the
 * consent here first, unless the practice's rules allow photos without it — then a warning stays in view. The server
 * applies the same rule; this only spares the practitioner a refused upload.
 */
export function PhotoConsentGate({ client, recordConsent, children }: PhotoConsentGateProps) {
  const rules = useQuery({ ...practiceRulesQueries.detail(), enabled: client.consent === null });
  const [recording, setRecording] = useState(false);

  if (client.consent) return children;
  if (rules.isPending) return <Spinner size="small" label="Vérification du consentement…" />;
  if (rules.data?.photosWithoutConsent) {
    return (
      <>
        <p className={styles.consentWarning} role="note">
          {PHOTO_MESSAGES.withoutConsentWarning}
        </p>
        {children}
      </>
    );
  }
  return (
    <section className={styles.consentNeeded} aria-labelledby="photo-consent-needed">
      <h3 id="photo-consent-needed" className={styles.subtitle}>
        {PHOTO_MESSAGES.consentNeededTitle}
      </h3>
      <p className={styles.hint}>{PHOTO_MESSAGES.consentNeeded}</p>
      {recording ? (
        recordConsent(() => setRecording(false))
      ) : (
        <button type="button" className="meche-btn meche-btn--primary" onClick={() => setRecording(true)}>
          {PHOTO_MESSAGES.recordConsentFirst}
        </button>
      )}
    </section>
  );
}
