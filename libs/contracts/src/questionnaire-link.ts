import { z } from 'zod';
// Before any schema is made: French messages, no eval probe (see zod-config.ts).
import './zod-config';
import { LINK_STATES } from './questionnaire-link-values';
import { QUESTIONNAIRE_FIELDS, type QuestionnaireField } from './client-values';
import { LONG_TEXT_MAX } from './constants';
import { optionalText } from './fields';
import { MSG } from './messages';

/** A client's questionnaire link lives this long, then refuses. */
export const QUESTIONNAIRE_LINK_TTL_DAYS = 7;

/** The largest signature accepted, as the data URL the signature pad gives (a drawn PNG is far smaller). */
const SIGNATURE_MAX_CHARS = 300_000;
/** The whole submission body: 36 answers at their maximum and the signature fit, nothing much more. */
export const QUESTIONNAIRE_SUBMISSION_MAX_BYTES = 512 * 1024;


/** The latest questionnaire link of a client file, as the practitioner sees it (the token itself is never kept). */
const questionnaireLinkSchema = z.object({
  id: z.number(),
  clientId: z.number(),
  createdAt: z.string(),
  expiresAt: z.string(),
  state: z.enum(LINK_STATES),
});
export type QuestionnaireLink = z.infer<typeof questionnaireLinkSchema>;

/** POST /api/client/{id}/questionnaire-link: the new link, its address (shown once) and that address as a QR code. */
export const createdQuestionnaireLinkSchema = z.object({
  link: questionnaireLinkSchema,
  url: z.string(),
  /** An SVG image of the QR code of `url`, for the tablet in the room. */
  qrSvg: z.string(),
  /** The client's e-mail address the link was queued for; null when her file has none (the link is only shown). */
  emailedTo: z.string().nullable(),
});
export type CreatedQuestionnaireLink = z.infer<typeof createdQuestionnaireLinkSchema>;

/** GET /api/client/{id}/questionnaire-link: null before the first link. */
export const currentQuestionnaireLinkSchema = questionnaireLinkSchema.nullable();

const answersShape = Object.fromEntries(QUESTIONNAIRE_FIELDS.map((f) => [f, optionalText(LONG_TEXT_MAX)])) as Record<
  QuestionnaireField,
  ReturnType<typeof optionalText>
>;

const PNG_DATA_URL = /^data:image\/png;base64,[A-Za-z0-9+/]+={0,2}$/;

/**
 * Body of POST /api/form/{token}: the client's answers (the same rules as the practitioner's form; unknown keys
 * refused), her consent to the current text and her drawn signature.
 */
export const questionnaireSubmissionSchema = z.object({
  answers: z.strictObject(answersShape, { error: MSG.invalidValue }),
  consent: z.literal(true, { error: MSG.consentRequired }),
  signature: z
    .string({ error: MSG.signatureRequired })
    .max(SIGNATURE_MAX_CHARS, { error: MSG.signatureTooLarge })
    .regex(PNG_DATA_URL, { error: MSG.signatureRequired }),
});

/** POST /api/form/{token}: what the client's page says once the answers are received. */
export const questionnaireReceiptSchema = z.object({ message: z.string() });

/** GET /api/client/{id}/proposal: the answers a client sent through her link, waiting for the practitioner. */
const proposalSchema = z.object({
  linkId: z.number(),
  submittedAt: z.string(),
  answers: z.partialRecord(z.enum(QUESTIONNAIRE_FIELDS), z.string().nullable()),
});
export type Proposal = z.infer<typeof proposalSchema>;
export const currentProposalSchema = proposalSchema.nullable();

/** POST /api/client/{id}/proposal/decision: the proposed answers taken into the file; the others are dropped. */
export const proposalDecisionSchema = z.object({
  accept: z.array(z.enum(QUESTIONNAIRE_FIELDS, { error: MSG.invalidValue })).max(QUESTIONNAIRE_FIELDS.length),
});

