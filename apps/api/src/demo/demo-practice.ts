import { randomUUID } from 'node:crypto';
import {
  QUESTIONNAIRE_FIELDS,
  categoryInputSchema,
  addDays,
  clientInputSchema,
  consentInputSchema,
  parisInstant,
  parisTodayIso,
  productInputSchema,
  programCreateSchema,
  type ClientInput,
  type Contraindication,
  type DayOfWeek,
  type ProductInput,
  type QuestionnaireField,
  type TimeSlot,
  type Tva,
  type VisitKind,
  visitInputSchema,
} from '@meche/contracts';
import { auditedChange } from '../audit/audited-change';
import { createCategoryRepository } from '../categories/repository';
import { createClientRepository } from '../clients/repository';
import { createConsentRepository } from '../consent/repository';
import type { Db, Tx } from '../db/database';
import { CITIES, FIRST_NAMES, LAST_NAMES, STREETS } from '../db/seed-volume-data';
import { createProductRepository } from '../products/repository';
import { createProgramRepository } from '../programs/repository';
import { createProtocolRepository } from '../protocols/repository';
import { createSettingsRepository } from '../settings/repository';
import { createVisitRepository } from '../visits/repository';

/**
 * A practice to try the app with: ~40 clients with varied questionnaires, 20 products in 4 categories covering
 * the three VAT cases, some with contraindications that the answers of a few clients trigger (a child born last year,
 * a thyroid treatment: see DETAILS), and a few programmes with a planning, none of them contraindicated. Every row is validated by the contracts and written
 * by the repositories the API routes use, so it holds exactly what the screens would have saved.
 */

const CATEGORIES: readonly { name: string; tva: Tva }[] = [
  { name: 'Soins du cuir chevelu', tva: 'TVA20%' },
  { name: 'Shampoings', tva: 'TVA20%' },
  { name: 'Compléments alimentaires', tva: 'TVA5,5%' },
  { name: 'Accessoires', tva: null },
];

/** [category index, name, type, reference, price, contraindications]. */
type DemoProduct = readonly [number, string, string, string, string, (readonly Contraindication[])?];
const PRODUCTS: readonly DemoProduct[] = [
  [0, 'Lotion fortifiante à l’ortie', 'Lotion', 'LOT-ORT-100', '24,00'],
  // Rosemary essential oil: the classic case of a product to avoid while pregnant or breastfeeding, and with epilepsy.
  [0, 'Sérum antichute romarin', 'Sérum', 'SER-ROM-050', '38,50', ['grossesse', 'allaitement', 'epilepsie']],
  [0, 'Masque réparateur karité', 'Masque', 'MAS-KAR-200', '29,90'],
  [0, 'Huile précieuse ricin', 'Huile', 'HUI-RIC-030', '18,00'],
  [0, 'Gommage du cuir chevelu', 'Gommage', 'GOM-CUI-150', '22,50'],
  [0, 'Ampoules densifiantes', 'Ampoules', 'AMP-DEN-012', '54,00', ['grossesse', 'allaitement']],
  [1, 'Shampoing doux avoine', 'Shampoing', 'SHA-AVO-250', '14,90'],
  [1, 'Shampoing antipelliculaire', 'Shampoing', 'SHA-PEL-250', '16,50'],
  [1, 'Shampoing cheveux gras argile', 'Shampoing', 'SHA-ARG-250', '15,20'],
  [1, 'Shampoing kératine', 'Shampoing', 'SHA-KER-500', '26,00'],
  [1, 'Après-shampoing démêlant', 'Après-shampoing', 'APR-DEM-200', '13,80'],
  [2, 'Gélules biotine', 'Gélules', 'GEL-BIO-060', '21,10'],
  [2, 'Gélules kératine et zinc', 'Gélules', 'GEL-KER-090', '32,70'],
  [2, 'Levure de bière', 'Gélules', 'LEV-BIE-120', '12,60'],
  // Iron lowers the absorption of a thyroid treatment.
  [2, 'Cure fer et vitamine C', 'Comprimés', 'CUR-FER-030', '17,40', ['thyroide']],
  [2, 'Oméga 3 cheveux et ongles', 'Capsules', 'OME-CHE-060', '19,90'],
  [3, 'Brosse en poils de sanglier', 'Brosse', 'BRO-SAN-001', '35,00'],
  [3, 'Peigne en corne', 'Peigne', 'PEI-COR-001', '12,00'],
  [3, 'Bonnet de soin chauffant', 'Bonnet', 'BON-CHA-001', '45,00', ['chirurgieRecente']],
  [3, 'Serviette microfibre', 'Serviette', 'SER-MIC-001', '9,50'],
];

const DESCRIPTION = (name: string) =>
  `<p><strong>${name}</strong> : à utiliser selon le programme établi en cabinet.</p><ul><li>Appliquer sur cheveux propres</li><li>Masser le cuir chevelu</li></ul>`;

/** Answers as a practitioner writes them: mostly 'Non', some details. */
const HEALTH_NO: Partial<Record<QuestionnaireField, string>> = Object.fromEntries(
  QUESTIONNAIRE_FIELDS.slice(0, 29).map((f) => [f, 'Non']),
);
const DETAILS: readonly Partial<Record<QuestionnaireField, string>>[] = [
  { stress: 'Oui : période de travail chargée', fatigueGenerale: 'Oui, en fin de journée', regimeAlimentaire: 'Végétarien' },
  { herediteChuteCheveux: 'Oui, côté paternel', calvitie: 'Oui, début de golfes', cheveuxGras: 'Oui' },
  { carences: 'Oui : fer (bilan de mars)', reglesAbondantes: 'Oui', moyenContraception: 'Pilule' },
  { chuteApresAccouchement: 'Oui, 4 mois après', enfant2DerniereAnnee: 'Oui, né l’an dernier', cheveuxSecs: 'Oui' },
  { pelade: 'Oui : plaque à la nuque', stressPsychoaffectif: 'Oui : deuil récent' },
  { problemesThyroidiens: 'Oui : hypothyroïdie traitée', menopause: 'Oui, depuis 2 ans' },
];
const HAIR: readonly Partial<Record<QuestionnaireField, string>>[] = [
  { chuteCheveuxDepuisQuand: '6 mois', typeChute: 'Diffuse', nombreShampoingsParSemaine: '3', apresShampoingMasque: 'Après-shampoing', methodesAgressivesCoiffage: 'Lisseur deux fois par semaine', alimentation: 'Équilibrée' },
  { chuteCheveuxDepuisQuand: '1 an', typeChute: 'Localisée', nombreShampoingsParSemaine: '2', apresShampoingMasque: 'Masque', methodesAgressivesCoiffage: 'Non', alimentation: 'Riche en sucres' },
  { chuteCheveuxDepuisQuand: '3 mois', typeChute: 'Saisonnière', nombreShampoingsParSemaine: '5', apresShampoingMasque: 'Aucun', methodesAgressivesCoiffage: 'Décoloration', alimentation: 'Pauvre en protéines' },
];
const COMMENTS = [
  'Préfère les rendez-vous du matin.',
  'Cuir chevelu sensible : éviter les produits parfumés.',
  'Revoir dans 3 mois pour un bilan.',
  null,
];

const DEMO_CLIENT_COUNT = 40;

function demoClient(i: number): ClientInput {
  const [firstName, sex] = FIRST_NAMES[(i * 7) % FIRST_NAMES.length] as (typeof FIRST_NAMES)[number];
  const lastName = LAST_NAMES[(i * 13) % LAST_NAMES.length] as string;
  const [city, zipCode] = CITIES[(i * 5) % CITIES.length] as (typeof CITIES)[number];
  const base: ClientInput = {
    firstName,
    lastName,
    sex,
    email: i % 6 === 5 ? null : `${firstName}.${lastName}`.normalize('NFD').replace(/[^A-Za-z.]/g, '').toLowerCase() + '@exemple.fr',
    mobilePhone: `06 ${String(10 + i).padStart(2, '0')} ${String((i * 37) % 100).padStart(2, '0')} ${String((i * 53) % 100).padStart(2, '0')} ${String((i * 71) % 100).padStart(2, '0')}`,
    birthday: i % 9 === 8 ? null : `${1955 + ((i * 3) % 50)}-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 27) + 1).padStart(2, '0')}`,
    city,
    zipCode,
    streetName: `${(i % 80) + 1} ${STREETS[i % STREETS.length] as string}`,
    comments: COMMENTS[i % COMMENTS.length] ?? null,
  };
  // Four kinds of files: a full questionnaire with details, hair questions only, health questions only, empty.
  switch (i % 4) {
    case 0:
      return { ...base, ...HEALTH_NO, ...DETAILS[i % DETAILS.length], ...HAIR[i % HAIR.length] };
    case 1:
      return { ...base, ...HAIR[i % HAIR.length] };
    case 2:
      return { ...base, ...HEALTH_NO, ...DETAILS[(i + 3) % DETAILS.length] };
    default:
      return base;
  }
}

const MORNING_EVENING: readonly { days: DayOfWeek[]; slots: TimeSlot[] }[] = [
  { days: ['MONDAY', 'WEDNESDAY', 'FRIDAY'], slots: ['Matin'] },
  { days: ['TUESDAY', 'THURSDAY'], slots: ['Soir'] },
  { days: ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'], slots: ['Matin', 'Soir'] },
  { days: ['SUNDAY'], slots: ['Soir'] },
];

/** A plan over `weeks` weeks: the same days and slots every week. */
function plan(pattern: number, weeks: number) {
  const { days, slots } = MORNING_EVENING[pattern % MORNING_EVENING.length] as (typeof MORNING_EVENING)[number];
  const ticks = Array.from({ length: weeks }, (_, w) => days.flatMap((day) => slots.map((slot) => ({ week: w + 1, day, slot })))).flat();
  return { durationWeeks: weeks, daysOfWeek: ticks.map((t) => t.day), timeSlot: ticks.map((t) => t.slot), weeks: ticks.map((t) => t.week) };
}

/** [client index, reference, [product index, quantity, plan pattern][], weeks]. */
const PROGRAMMES: readonly (readonly [number, string, readonly (readonly [number, number, number])[], number])[] = [
  [0, 'Programme chute diffuse', [[0, 2, 0], [6, 1, 1], [11, 2, 2]], 3],
  [0, 'Entretien printemps', [[3, 1, 3], [10, 1, 1]], 2],
  [1, 'Cure densité', [[5, 1, 0], [12, 3, 2], [16, 1, 3]], 4],
  [4, 'Programme cuir chevelu sensible', [[4, 1, 1], [6, 2, 0], [13, 1, 2]], 3],
  [8, 'Programme post-partum', [[1, 1, 0], [14, 2, 2], [9, 1, 1]], 6],
  [12, 'Bilan trois mois', [[2, 1, 3], [15, 2, 2]], 3],
];

/**
 * [programme index or null, client index when no programme, days from the first start, Paris time, minutes, kind]:
 * a past consultation, visits today and in the coming days, so the agenda and 'Aujourd'hui' show a working week.
 */
type DemoVisit = readonly [number | null, number, number, string, number, VisitKind];
const VISITS: readonly DemoVisit[] = [
  [null, 2, -14, '10:00', 45, 'consultation'],
  [0, 0, 0, '09:30', 30, 'suivi'],
  [null, 6, 0, '14:00', 60, 'consultation'],
  [2, 1, 0, '16:30', 45, 'soin'],
  [3, 4, 2, '11:00', 30, 'suivi'],
  [null, 10, 3, '15:30', 60, 'consultation'],
  [4, 8, 7, '10:30', 45, 'soin'],
];

export interface DemoPracticeResult {
  clients: number;
  products: number;
  programmes: number;
  visits: number;
  protocols: number;
}

/** Adds the demo practice to `userId`'s account. */
export async function seedDemoPractice(db: Db, userId: number): Promise<DemoPracticeResult> {
  const requestId = `demo-${randomUUID()}`;
  const categories = createCategoryRepository(db);
  const products = createProductRepository(db);
  const programs = createProgramRepository(db);

  await createSettingsRepository(db).save(userId, {
    name: 'Institut Mèche — démonstration',
    address: '12 rue Mercière, 69002 Lyon',
    phone: '04 78 42 17 30',
    siret: '12345678900012',
  });

  const categoryIds: number[] = [];
  for (const category of CATEGORIES) categoryIds.push((await categories.create(userId, categoryInputSchema.parse(category))).id);

  const productIds: number[] = [];
  for (const [category, name, type, refProduct, price, contraindications = []] of PRODUCTS) {
    const body: ProductInput = {
      name,
      type,
      refProduct,
      productPrice: price,
      description: DESCRIPTION(name),
      categoryDTO: { id: categoryIds[category] as number },
      contraindications: [...contraindications],
    };
    productIds.push((await products.create(userId, productInputSchema.parse(body))).id);
  }

  const clientIds: number[] = [];
  for (let i = 0; i < DEMO_CLIENT_COUNT; i++) {
    const values = clientInputSchema.parse(demoClient(i));
    const create = async (tx: Tx) => {
      const client = await createClientRepository(tx).create(userId, values);
      // Clients who answered health questions signed the consent form on paper.
      if (i % 4 !== 1 && i % 4 !== 3) {
        await createConsentRepository(tx).record(userId, client.id, consentInputSchema.parse({ givenOn: `2025-0${(i % 9) + 1}-1${i % 10}`, method: 'paper' }));
      }
      return client.id;
    };
    clientIds.push(await auditedChange(db, { userId, requestId }, 'create', create, (id) => id));
  }

  const programmes: { id: number; clientId: number }[] = [];
  for (const [client, programReference, cares, weeks] of PROGRAMMES) {
    const body = programCreateSchema.parse({
      clientId: clientIds[client],
      programReference,
      cares: cares.map(([product, quantity, pattern]) => ({ productDTO: { id: productIds[product] }, quantity, ...plan(pattern, weeks) })),
    });
    const { clientId, ...input } = body;
    programmes.push({ id: (await programs.create(userId, clientId, input, requestId)).id, clientId });
  }

  // A protocol to start a programme from, as 'Enregistrer comme protocole' would save it.
  const diffuse = programmes[0];
  if (diffuse) await createProtocolRepository(db).createFromProgram(userId, diffuse.id, 'Chute diffuse — 3 semaines');

  // Written by the repository, not the route: nothing is e-mailed to the demo clients.
  const visits = createVisitRepository(db);
  const today = parisTodayIso();
  for (const [programme, client, days, time, durationMinutes, kind] of VISITS) {
    const program = programme === null ? null : programmes[programme];
    await visits.create(
      userId,
      visitInputSchema.parse({
        clientId: program?.clientId ?? clientIds[client],
        programId: program?.id ?? null,
        startsAt: parisInstant(addDays(today, days), time),
        durationMinutes,
        kind,
        note: null,
      }),
    );
  }

  return { clients: clientIds.length, products: productIds.length, programmes: PROGRAMMES.length, visits: VISITS.length, protocols: 1 };
}
