import { lazy, Suspense } from 'react';
import { Spinner } from '@meche/ui';
import { CONSENT_MESSAGES } from '../messages';

// The form layer (react-hook-form, its resolver) loads when a consent is recorded, not with every file read.
const ConsentForm = lazy(() => import('./consent-form').then((m) => ({ default: m.ConsentForm })));

/** The consent form, loaded on first use. */
export function RecordConsent({ clientId, onDone }: { clientId: number; onDone(): void }) {
  return (
    <Suspense fallback={<Spinner label={CONSENT_MESSAGES.formLoading} />}>
      <ConsentForm clientId={clientId} onDone={onDone} />
    </Suspense>
  );
}
