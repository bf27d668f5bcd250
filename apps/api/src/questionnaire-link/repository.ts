import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import {
  CURRENT_CONSENT_VERSION,
  QUESTIONNAIRE_FIELDS,
  QUESTIONNAIRE_LINK_TTL_DAYS,
  type Client,
  type Proposal,
  type QuestionnaireField,
  type QuestionnaireLink,
} from '@meche/contracts';
import type { Db, Tx } from '../db/database';
import { clients, practiceSettings, questionnaireLinks, users } from '../db/schema';
import { returnedRow } from '../db/rows';
import { inTransaction } from '../db/transaction';
import { toClient } from '../clients/repository';

type LinkRow = typeof questionnaireLinks.$inferSelect;

/** 256 random bits, as the URL carries them; only their sha256 is stored. */
const newToken = () => randomBytes(32).toString('base64url');
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
/** The one spelling a token can have: anything else is refused before the database is asked. */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

function stateOf(row: LinkRow, now = new Date()): QuestionnaireLink['state'] {
  if (row.submittedAt) return 'submitted';
  if (row.revokedAt) return 'revoked';
  return row.expiresAt <= now ? 'expired' : 'active';
}

const toLink = (row: LinkRow): QuestionnaireLink => ({
  id: row.id,
  clientId: row.clientId,
  createdAt: row.createdAt.toISOString(),
  expiresAt: row.expiresAt.toISOString(),
  state: stateOf(row),
});

/** The client's today, as her consent is dated (the practice is in France). */
const todayInParis = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date());

const ownedClient = (userId: number, clientId: number) => and(eq(clients.id, clientId), eq(clients.userId, userId));
const unusedLink = and(isNull(questionnaireLinks.revokedAt), isNull(questionnaireLinks.submittedAt));

/** A link that opens the page: not revoked, not used, not expired. */
const usable = (tokenHash: string) => and(eq(questionnaireLinks.tokenHash, tokenHash), unusedLink, gt(questionnaireLinks.expiresAt, sql`now()`));

export interface SignedConsent {
  signature: string;
  address: string;
  browser: string;
}

/** Whether the client is the caller's; `lock` (in a transaction) holds the file until it ends. */
async function clientExists(db: Db, userId: number, clientId: number, lock = false): Promise<boolean> {
  const query = db.select({ id: clients.id }).from(clients).where(ownedClient(userId, clientId));
  const [row] = lock ? await query.for('update') : await query;
  return row !== undefined;
}

/** The client's file locked and its unused links revoked; false when the client is not the caller's. */
async function revokeUnused(tx: Tx, userId: number, clientId: number): Promise<boolean> {
  if (!(await clientExists(tx, userId, clientId, true))) return false;
  await tx
    .update(questionnaireLinks)
    .set({ revokedAt: new Date() })
    .where(and(eq(questionnaireLinks.clientId, clientId), unusedLink));
  return true;
}

/** Links and what the client sent on them; each change runs in `inTransaction`, joining the one it is built on. */
export function createQuestionnaireLinkRepository(db: Db) {
  return {
    /** A new link for the client; the earlier unused ones stop working (one live link per client). Null if not hers. */
    async create(userId: number, clientId: number): Promise<{ link: QuestionnaireLink; token: string } | null> {
      return inTransaction(db, async (tx) => {
        if (!(await revokeUnused(tx, userId, clientId))) return null;
        const token = newToken();
        const rows = await tx
          .insert(questionnaireLinks)
          .values({
            userId,
            clientId,
            tokenHash: hashToken(token),
            expiresAt: new Date(Date.now() + QUESTIONNAIRE_LINK_TTL_DAYS * 24 * 3600 * 1000),
          })
          .returning();
        return { link: toLink(returnedRow(rows)), token };
      });
    },

    /** The client's latest link; undefined if the client is not the caller's, null before any link. */
    async latest(userId: number, clientId: number): Promise<QuestionnaireLink | null | undefined> {
      if (!(await clientExists(db, userId, clientId))) return undefined;
      const [row] = await db
        .select()
        .from(questionnaireLinks)
        .where(and(eq(questionnaireLinks.clientId, clientId), eq(questionnaireLinks.userId, userId)))
        .orderBy(desc(questionnaireLinks.id))
        .limit(1);
      return row ? toLink(row) : null;
    },

    /** Revokes the client's unused links; the client id, or null when the client is not the caller's. */
    async revoke(userId: number, clientId: number): Promise<number | null> {
      return inTransaction(db, async (tx) => ((await revokeUnused(tx, userId, clientId)) ? clientId : null));
    },

    /** What the client's page shows for a usable link: the practice's name, nothing of the file. */
    async openable(token: string): Promise<{ practiceName: string } | null> {
      const [row] = await db
        .select({ settingsName: practiceSettings.name, userName: users.name })
        .from(questionnaireLinks)
        .innerJoin(users, eq(users.id, questionnaireLinks.userId))
        .leftJoin(practiceSettings, eq(practiceSettings.userId, questionnaireLinks.userId))
        .where(usable(hashToken(token)));
      return row ? { practiceName: row.settingsName?.trim() || row.userName } : null;
    },

    /**
     * The client's submission, once: the link is locked and spent, her answers kept beside the file (not in it) and
     * her signed consent recorded on the file. Null when the link is not usable (nothing stored).
     */
    async submit(
      token: string,
      answers: Record<QuestionnaireField, string | null>,
      consent: SignedConsent,
    ): Promise<{ userId: number; clientId: number } | null> {
      return inTransaction(db, async (tx) => {
        const [link] = await tx.select().from(questionnaireLinks).where(usable(hashToken(token))).for('update');
        if (!link) return null;
        const given = Object.fromEntries(QUESTIONNAIRE_FIELDS.filter((f) => answers[f] !== null).map((f) => [f, answers[f]]));
        await tx.update(questionnaireLinks).set({ submittedAt: new Date(), answers: given }).where(eq(questionnaireLinks.id, link.id));
        // The decision of answers sent earlier on another link is replaced by this newer one.
        await tx
          .update(questionnaireLinks)
          .set({ answers: null, decidedAt: new Date() })
          .where(and(eq(questionnaireLinks.clientId, link.clientId), isNotNull(questionnaireLinks.answers), sql`${questionnaireLinks.id} <> ${link.id}`));
        await tx
          .update(clients)
          .set({
            consentGivenOn: todayInParis(),
            consentMethod: 'link',
            consentTextVersion: CURRENT_CONSENT_VERSION,
            consentRecordedAt: new Date(),
            consentRecordedBy: link.userId,
            consentSignature: consent.signature,
            consentSignedFromAddress: consent.address,
            consentSignedFromBrowser: consent.browser,
            modified: new Date(),
          })
          .where(eq(clients.id, link.clientId));
        return { userId: link.userId, clientId: link.clientId };
      });
    },

    /** The answers waiting for the practitioner; undefined if the client is not the caller's, null when none wait. */
    async proposal(userId: number, clientId: number): Promise<Proposal | null | undefined> {
      if (!(await clientExists(db, userId, clientId))) return undefined;
      const [row] = await db
        .select()
        .from(questionnaireLinks)
        .where(and(eq(questionnaireLinks.clientId, clientId), eq(questionnaireLinks.userId, userId), isNotNull(questionnaireLinks.answers)))
        .orderBy(desc(questionnaireLinks.id))
        .limit(1);
      if (!row?.answers || !row.submittedAt) return null;
      return { linkId: row.id, submittedAt: row.submittedAt.toISOString(), answers: row.answers };
    },

    /**
     * The practitioner's decision: the accepted answers are written into the file, the rest dropped, the proposal
     * closed. 'gone' when no proposal waits (decided in another tab), null when the client is not the caller's.
     */
    async decide(userId: number, clientId: number, accept: readonly QuestionnaireField[]): Promise<Client | 'gone' | null> {
      return inTransaction(db, async (tx) => {
        if (!(await clientExists(tx, userId, clientId, true))) return null;
        const [row] = await tx
          .select()
          .from(questionnaireLinks)
          .where(and(eq(questionnaireLinks.clientId, clientId), isNotNull(questionnaireLinks.answers)))
          .orderBy(desc(questionnaireLinks.id))
          .limit(1)
          .for('update');
        if (!row?.answers) return 'gone';
        const proposed = row.answers;
        const taken = Object.fromEntries(accept.filter((f) => f in proposed).map((f) => [f, proposed[f] ?? null]));
        await tx.update(questionnaireLinks).set({ answers: null, decidedAt: new Date() }).where(eq(questionnaireLinks.id, row.id));
        const [client] = await tx
          .update(clients)
          .set(Object.keys(taken).length ? { ...taken, modified: new Date() } : { modified: sql`${clients.modified}` })
          .where(eq(clients.id, clientId))
          .returning();
        return client ? toClient(client) : null;
      });
    },
  };
}
