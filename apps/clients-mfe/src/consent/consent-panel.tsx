import { useState } from 'react';
import { useWithdrawConsent } from '@meche/api-client';
import { describeFailure, useConfirm, useNotify } from '@meche/front-kit';
import { CONSENT_METHOD_LABELS, CONSENT_MISSING_LABEL, CONSENT_TEXTS, type Client } from '@meche/contracts';
import { formatDate } from '@meche/ui';
import { ConsentForm } from './consent-form';
import { CONSENT_MESSAGES } from '../messages';
import { PrintConsentButton } from './print-consent-button';
import styles from './consent-panel.module.css';

/** Consent to process health data: missing until recorded, then its date, how and which text; withdrawn on demand. */
export function ConsentPanel({ client }: { client: Client }) {
  const confirm = useConfirm();
  const notify = useNotify();
  const withdraw = useWithdrawConsent(client.id);
  const [recording, setRecording] = useState(false);
  const fullName = `${client.firstName} ${client.lastName}`;
  const consent = client.consent;

  const onWithdraw = async () => {
    if (!(await confirm(CONSENT_MESSAGES.confirmWithdrawal(fullName), { confirmLabel: CONSENT_MESSAGES.withdraw }))) return;
    withdraw.mutate(undefined, {
      onSuccess: (result) => notify(CONSENT_MESSAGES.withdrawn(result.erasedAnswers, result.erasedPhotos), 'success'),
      onError: (error) => notify(describeFailure(error).message, 'error'),
    });
  };

  return (
    <section className="meche-panel" aria-labelledby="consent-title">
      <div className={styles.summary}>
        <h2 id="consent-title" className={styles.title}>
          Consentement
        </h2>
        {consent ? (
          <p className={styles.given}>
            Recueilli le {formatDate(consent.givenOn)} · {CONSENT_METHOD_LABELS[consent.method]} · texte{' '}
            {consent.textVersion in CONSENT_TEXTS ? `version ${consent.textVersion}` : consent.textVersion}
          </p>
        ) : (
          <p className={styles.missing}>{CONSENT_MISSING_LABEL}</p>
        )}
        <div className={styles.actions}>
          <PrintConsentButton client={client} version={consent?.textVersion} />
          {consent ? (
            <button type="button" className="meche-btn meche-btn--danger" onClick={() => void onWithdraw()} disabled={withdraw.isPending}>
              {CONSENT_MESSAGES.withdraw}
            </button>
          ) : recording ? null : (
            <button type="button" className="meche-btn meche-btn--primary" onClick={() => setRecording(true)}>
              {CONSENT_MESSAGES.record}
            </button>
          )}
        </div>
      </div>
      {!consent && recording ? <ConsentForm clientId={client.id} onDone={() => setRecording(false)} /> : null}
    </section>
  );
}
