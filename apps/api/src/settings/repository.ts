import { eq } from 'drizzle-orm';
import type { PracticeSettings } from '@meche/contracts';
import type { Db } from '../db/database';
import { practiceSettings } from '../db/schema';
import { returnedRow } from '../db/rows';

type SettingsRow = Pick<typeof practiceSettings.$inferSelect, 'userId' | 'name' | 'address' | 'phone' | 'siret' | 'modified' | 'logo'>;
interface TextSettings {
  name: string | null;
  address: string | null;
  phone: string | null;
  siret: string | null;
}

const EMPTY: PracticeSettings = { name: null, address: null, phone: null, siret: null, hasLogo: false, modified: null };

const toSettings = (row: Omit<SettingsRow, 'logo'> & { hasLogo: boolean }): PracticeSettings => ({
  name: row.name,
  address: row.address,
  phone: row.phone,
  siret: row.siret,
  hasLogo: row.hasLogo,
  modified: row.modified.toISOString(),
});

/** One row per practitioner, created on the first save; no row reads as every field unset. */
export function createSettingsRepository(db: Db) {
  const columns = {
    userId: practiceSettings.userId,
    name: practiceSettings.name,
    address: practiceSettings.address,
    phone: practiceSettings.phone,
    siret: practiceSettings.siret,
    modified: practiceSettings.modified,
  };
  // The logo's bytes never travel with the text fields: only whether there is one.
  const returned = { ...columns, logo: practiceSettings.logo };
  const withLogoFlag = (row: SettingsRow) => toSettings({ ...row, hasLogo: row.logo !== null });

  return {
    async get(userId: number): Promise<PracticeSettings> {
      const [row] = await db.select(returned).from(practiceSettings).where(eq(practiceSettings.userId, userId));
      return row ? withLogoFlag(row) : EMPTY;
    },

    async save(userId: number, values: TextSettings): Promise<PracticeSettings> {
      const modified = new Date();
      const rows = await db
        .insert(practiceSettings)
        .values({ userId, ...values, modified })
        .onConflictDoUpdate({ target: practiceSettings.userId, set: { ...values, modified } })
        .returning(returned);
      return withLogoFlag(returnedRow(rows));
    },

    async saveLogo(userId: number, logo: Buffer | null): Promise<PracticeSettings> {
      const modified = new Date();
      const rows = await db
        .insert(practiceSettings)
        .values({ userId, logo, modified })
        .onConflictDoUpdate({ target: practiceSettings.userId, set: { logo, modified } })
        .returning(returned);
      return withLogoFlag(returnedRow(rows));
    },

    async logo(userId: number): Promise<Buffer | null> {
      const [row] = await db.select({ logo: practiceSettings.logo }).from(practiceSettings).where(eq(practiceSettings.userId, userId));
      return row?.logo ?? null;
    },
  };
}
