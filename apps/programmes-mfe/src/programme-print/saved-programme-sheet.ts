import { toCents, vigilancePoints, type Program, type QuestionnaireAnswers } from '@meche/contracts';
import { productCategoryLabel } from '@meche/front-kit';
import type { ProgrammeSheet } from './programme-sheet';

/** A saved programme's sheet, with the figures stored with each care: what 'Imprimer' in the list prints. */
export function savedProgrammeSheet(program: Program, clientName: string, client: QuestionnaireAnswers): Omit<ProgrammeSheet, 'config' | 'date'> {
  return {
    clientName,
    reference: program.programReference,
    cares: program.cares.map((care) => ({
      product: care.productDTO,
      quantity: care.quantity,
      carePriceCents: toCents(care.carePrice),
      category: productCategoryLabel(care.productDTO),
      tva: care.tva,
    })),
    totalCents: toCents(program.totalProgramPrice),
    vigilance: vigilancePoints(client),
  };
}
