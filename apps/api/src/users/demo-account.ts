import { appSettings } from '../db/schema';
import type { Db } from '../db/database';
import { hashPassword } from '../auth/passwords';
import { seedDemoPractice } from '../demo/demo-practice';
import { createUserRepository } from './repository';

export const DEMO_ACCOUNT = { email: 'demo@meche.test', password: 'meche-demo', name: 'Camille Martin' } as const;

/**
 * On the embedded database's first start only, the demo account and its demo practice: a flag row makes it happen
 * once, even if the account is later renamed.
 */
export async function seedDemoAccount(db: Db): Promise<boolean> {
  const flagged = await db
    .insert(appSettings)
    .values({ key: 'demo_account_seeded', value: new Date().toISOString() })
    .onConflictDoNothing()
    .returning({ key: appSettings.key });
  if (flagged.length === 0) return false;
  const users = createUserRepository(db);
  if (await users.findByEmail(DEMO_ACCOUNT.email)) return false;
  const user = await users.create({
    email: DEMO_ACCOUNT.email,
    name: DEMO_ACCOUNT.name,
    role: 'USER',
    passwordHash: await hashPassword(DEMO_ACCOUNT.password),
  });
  // A first visit finds a practice to try, not empty lists.
  await seedDemoPractice(db, user.id);
  return true;
}
