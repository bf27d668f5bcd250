import { idParamsSchema, sheetPdfRequestSchema, vigilancePoints } from '@meche/contracts';
import { recordAudit } from '../audit/repository';
import { createClientRepository } from '../clients/repository';
import { createProgramRepository } from '../programs/repository';
import { createSettingsRepository } from '../settings/repository';
import { found } from '../shared/http-errors';
import { binary } from '../shared/responses';
import type { App } from '../types';
import { createUserRepository } from '../users/repository';
import { programmePdf } from './programme-pdf';

const longDate = (date: Date) =>
  new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(date);

/** The programme sheet as a PDF made on the server: what 'Envoyer par e-mail' attaches, and 'Télécharger le PDF' gives. */
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
      const program = found(await createProgramRepository(app.db).find(userId, request.params.id));
      const client = found(await createClientRepository(app.db).find(userId, program.clientId));
      const settings = await createSettingsRepository(app.db).get(userId);
      const user = await createUserRepository(app.db).findById(userId);
      // The health answers leave the application in this file: audited like the file's export.
      if (request.body.vigilance) await recordAudit(app.db, { userId, clientId: client.id, action: 'export', requestId: request.id });
      const pdf = await programmePdf({
        practice: { name: settings.name?.trim() || user?.name || 'Mèche', address: settings.address, phone: settings.phone, siret: settings.siret },
        clientName: `${client.firstName} ${client.lastName}`,
        program,
        date: longDate(new Date()),
        vigilance: request.body.vigilance ? vigilancePoints(client) : [],
      });
      return reply
        .type('application/pdf')
        .header('Content-Disposition', `attachment; filename="programme-${program.id}.pdf"`)
        .send(Buffer.from(pdf));
    },
  });
}
