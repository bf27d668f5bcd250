import { and, eq } from 'drizzle-orm';
import { QUESTIONNAIRE_FIELDS, type Client, type Consent } from '@meche/contracts';
import type { Db, Tx } from '../db/database';
import { inTransaction } from '../db/transaction';
import { auditLog, careAcknowledgements, clientPhotos, clients, questionnaireLinks } from '../db/schema';
import { toClient } from '../clients/repository';
import { fromKeys } from '../shared/from-keys';

export interface ConsentValues {
  givenOn: string;
  method: Consent['method'];
  textVersion: string;
}

const owned = (userId: number, id: number) => and(eq(clients.id, id), eq(clients.userId, userId));

/** Records (or replaces) the client's consent; null when the client is missing or someone else's. */
async function recordConsent(db: Db, userId: number, clientId: number, consent: ConsentValues): Promise<Client | null> {
  const [row] = await db
    .update(clients)
    .set({
      consentGivenOn: consent.givenOn,
      consentMethod: consent.method,
      consentTextVersion: consent.textVersion,
      consentRecordedAt: new Date(),
      consentRecordedBy: userId,
      // Recorded by the practitioner: a signature taken earlier on the link is not this consent's.
      consentSignature: null,
      consentSignedFromAddress: null,
      consentSignedFromBrowser: null,
      modified: new Date(),
    })
    .where(owned(userId, clientId))
    .returning();
  return row ? toClient(row) : null;
}

const erasedAnswers = fromKeys(QUESTIONNAIRE_FIELDS, () => null);

/**
 * Withdrawal: the health answers, the photos and the contraindication acknowledgements are erased, the consent
 * cleared; identity, comments and programmes stay. An acknowledgement reveals an answer (its reasons, and, once they
 * are gone, that a care's product needed one: a kept care whose product lists `grossesse` was acknowledged, so the
 * client had declared a pregnancy), and so does its `contraindication-ack` audit row: both go. The cares stay — a
 * product with contraindications in a programme says nothing by itself, since it needs no acknowledgement while no
 * answer is declared. The erasure itself is audited by the caller ('consent-withdraw': ids only, nothing erased).
 * Null when not the caller's.
 */
async function withdrawConsent(
  tx: Tx,
  userId: number,
  clientId: number,
): Promise<{ client: Client; erasedAnswers: number; erasedPhotos: number } | null> {
  const [current] = await tx.select().from(clients).where(owned(userId, clientId)).for('update');
  if (!current) return null;
  const answered = QUESTIONNAIRE_FIELDS.filter((f) => current[f] !== null).length;
  const photos = await tx.delete(clientPhotos).where(eq(clientPhotos.clientId, clientId)).returning({ id: clientPhotos.id });
  await tx.delete(careAcknowledgements).where(eq(careAcknowledgements.clientId, clientId));
  await tx.delete(auditLog).where(and(eq(auditLog.clientId, clientId), eq(auditLog.action, 'contraindication-ack')));
  // Answers proposed on the client's link are health answers too: they go, and so does the link.
  await tx.delete(questionnaireLinks).where(eq(questionnaireLinks.clientId, clientId));
  const [row] = await tx
    .update(clients)
    .set({
      ...erasedAnswers,
      consentGivenOn: null,
      consentMethod: null,
      consentTextVersion: null,
      consentRecordedAt: null,
      consentRecordedBy: null,
      consentSignature: null,
      consentSignedFromAddress: null,
      consentSignedFromBrowser: null,
      modified: new Date(),
    })
    .where(eq(clients.id, clientId))
    .returning();
  return { client: toClient(row ?? current), erasedAnswers: answered, erasedPhotos: photos.length };
}

/** Consent on client files, built on the database or on the transaction that audits the change. */
export function createConsentRepository(db: Db) {
  return {
    record: (userId: number, clientId: number, consent: ConsentValues) => recordConsent(db, userId, clientId, consent),
    withdraw: (userId: number, clientId: number) => inTransaction(db, (tx) => withdrawConsent(tx, userId, clientId)),
  };
}
