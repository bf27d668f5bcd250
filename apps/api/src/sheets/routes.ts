import { idParamsSchema, NO_CLIENT_EMAIL_MESSAGE, sheetEmailResultSchema, sheetPdfRequestSchema, vigilancePoints, type SheetEmailResult } from '@meche/contracts';
import { recordAudit } from '../audit/repository';
import { createClientRepository } from '../clients/repository';
import { createProgramRepository } from '../programs/repository';
import { createSettingsRepository } from '../settings/repository';
import { conflict, found } from '../shared/http-errors';
import { binary, messageBody } from '../shared/responses';
import type { Db } from '../db/database';
import type { App } from '../types';
import { createUserRepository } from '../users/repository';
import { programmePdf } from './programme-pdf';

const longDate = (date: Date) =>
  new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(date);

/** One of the practitioner's programmes (404 for another's) as its PDF sheet, vigilance points only when asked. */
async function programmeSheet(db: Db, userId: number, programId: number, vigilance: boolean) {
  const program = found(await createProgramRepository(db).find(userId, programId));
  const client = found(await createClientRepository(db).find(userId, program.clientId));
  const settings = await createSettingsRepository(db).get(userId);
  const user = await createUserRepository(db).findById(userId);
  const practiceName = settings.name?.trim() || user?.name || 'Mèche';
  const pdf = await programmePdf({
    practice: { name: practiceName, address: settings.address, phone: settings.phone, siret: settings.siret },
    clientName: `${client.firstName} ${client.lastName}`,
    program,
    date: longDate(new Date()),
    vigilance: vigilance ? vigilancePoints(client) : [],
  });
  return { program, client, practiceName, pdf: Buffer.from(pdf), fileName: `programme-${program.id}.pdf` };
}

/** The programme sheet as a PDF made on the server: what 'Télécharger le PDF' gives, and 'Envoyer par e-mail' attaches. */
export async function sheetRoutes(app: App): Promise<void> {
  app.post('/sheet/program/:id', {
    schema: {
      tags: ['programmes'],
      summary: 'La fiche du programme en PDF (points de vigilance seulement si vigilance: true)',
      operationId: 'programmePdf',
      params: idParamsSchema,
      body: sheetPdfRequestSchema,
      response: { 200: binary('programme-<id>.pdf', ['application/pdf']) },
    },
    handler: async (request, reply) => {
      const { userId } = request.auth;
      const sheet = await programmeSheet(app.db, userId, request.params.id, request.body.vigilance);
      // The health answers leave the application in this file: audited like the file's export.
      if (request.body.vigilance) await recordAudit(app.db, { userId, clientId: sheet.client.id, action: 'export', requestId: request.id });
      return reply.type('application/pdf').header('Content-Disposition', `attachment; filename="${sheet.fileName}"`).send(sheet.pdf);
    },
  });

  app.post('/sheet/program/:id/email', {
    schema: {
      tags: ['programmes'],
      summary: 'Envoie la fiche du programme en PDF à l’adresse e-mail de la cliente, par la file des courriels (points de vigilance seulement si vigilance: true)',
      operationId: 'emailProgrammeSheet',
      params: idParamsSchema,
      body: sheetPdfRequestSchema,
      response: { 200: sheetEmailResultSchema, 409: messageBody.describe('La cliente n’a pas d’adresse e-mail') },
    },
    handler: async (request): Promise<SheetEmailResult> => {
      const { userId } = request.auth;
      const sheet = await programmeSheet(app.db, userId, request.params.id, request.body.vigilance);
      const to = sheet.client.email?.trim();
      if (!to) throw conflict(NO_CLIENT_EMAIL_MESSAGE);
      const title = sheet.program.programReference?.trim() ? `Votre programme de soins — ${sheet.program.programReference.trim()}` : 'Votre programme de soins';
      // The message and, with the vigilance points, the audit of the health answers it carries: both kept, or neither.
      await app.db.transaction(async (tx) => {
        if (request.body.vigilance) await recordAudit(tx, { userId, clientId: sheet.client.id, action: 'export', requestId: request.id });
        await app.mail.enqueue(tx, {
          userId,
          clientId: sheet.client.id,
          kind: 'document',
          to,
          subject: `${title} (${sheet.practiceName})`,
          text: `Bonjour ${sheet.client.firstName},\n\nVoici votre programme de soins en pièce jointe.\n\n${sheet.practiceName}`,
          attachments: [{ filename: sheet.fileName, contentType: 'application/pdf', content: sheet.pdf }],
        });
      });
      return { to };
    },
  });
}
