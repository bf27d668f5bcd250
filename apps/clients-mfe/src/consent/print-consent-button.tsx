import type { Client } from '@meche/contracts';
import { usePrintSheet } from '@meche/front-kit';
import { CONSENT_MESSAGES } from '../messages';
import { consentSheet } from './consent-sheet';

/** Prints the consent form to sign on paper: the recorded version once there is one, else the current text. */
export function PrintConsentButton({ client, version }: { client: Client; version: string | undefined }) {
  const print = usePrintSheet();
  return (
    <button type="button" className="meche-btn" onClick={() => void print(consentSheet(client, version))}>
      {CONSENT_MESSAGES.print}
    </button>
  );
}
