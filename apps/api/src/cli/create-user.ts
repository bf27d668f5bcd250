import { parseArgs } from 'node:util';
import { createInterface } from 'node:readline';
import { z } from 'zod';
import { MSG, ROLES, optionalPhone, requiredEmail, requiredText } from '@meche/contracts';
import { hashPassword } from '../auth/passwords';
import { DataDirBusyError } from '../db/database';
import { openDatabaseFromEnv } from '../db/open-from-env';
import { loadEnv } from '../env';
import { EmailTakenError, createUserRepository } from '../users/repository';

const USAGE =
  'Usage : npm run user:create -- --email E --name N [--phone P] [--role USER|ADMIN] [--password X]\n' +
  '(sans --password, le mot de passe est demandé sans écho)';

const argsSchema = z.object({
  email: requiredEmail,
  name: requiredText(100),
  phone: optionalPhone,
  role: z.enum(ROLES, { error: 'Le rôle doit être USER ou ADMIN.' }).default('USER'),
  password: z.string().min(8, { error: 'Le mot de passe doit contenir au moins 8 caractères.' }).max(1024).optional(),
});

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

/** Reads a password without echoing it on a terminal; from a pipe, reads one line. */
async function promptPassword(question: string): Promise<string> {
  const stdin = process.stdin;
  if (!stdin.isTTY) {
    const rl = createInterface({ input: stdin });
    for await (const line of rl) {
      rl.close();
      return line;
    }
    return '';
  }
  process.stderr.write(question);
  stdin.setRawMode(true);
  stdin.resume();
  stdin.setEncoding('utf8');
  return new Promise((resolve) => {
    let value = '';
    const onData = (chunk: string) => {
      for (const ch of chunk) {
        if (ch === '\r' || ch === '\n') {
          stdin.setRawMode(false);
          stdin.pause();
          stdin.off('data', onData);
          process.stderr.write('\n');
          resolve(value);
          return;
        }
        if (ch === '\u0003') fail('\nAnnulé.');
        if (ch === '\u007f') value = value.slice(0, -1);
        else value += ch;
      }
    };
    stdin.on('data', onData);
  });
}

async function main(): Promise<void> {
  let values;
  try {
    ({ values } = parseArgs({
      options: {
        email: { type: 'string' },
        name: { type: 'string' },
        phone: { type: 'string' },
        role: { type: 'string' },
        password: { type: 'string' },
      },
    }));
  } catch (error) {
    fail(`${(error as Error).message}\n${USAGE}`);
  }
  const parsed = argsSchema.safeParse(values);
  if (!parsed.success) {
    fail(`${parsed.error.issues.map((i) => `--${i.path.join('.')} : ${i.message}`).join('\n')}\n${USAGE}`);
  }
  const input = parsed.data;
  const password = input.password ?? (await promptPassword('Mot de passe : '));
  if (password.length < 8) fail('Le mot de passe doit contenir au moins 8 caractères.');

  const env = loadEnv();
  let database;
  try {
    database = await openDatabaseFromEnv(env);
  } catch (error) {
    if (error instanceof DataDirBusyError) fail(error.message);
    throw error;
  }
  try {
    const user = await createUserRepository(database.db).create({
      email: input.email,
      name: input.name,
      phone: input.phone,
      role: input.role,
      passwordHash: await hashPassword(password),
    });
    process.stdout.write(`Utilisateur créé : ${user.email} (id ${user.id}, rôle ${user.role})\n`);
  } catch (error) {
    if (error instanceof EmailTakenError) {
      await database.close();
      fail(`${MSG.emailTaken} (${input.email})`);
    }
    throw error;
  }
  await database.close();
}

main().catch((error: unknown) => {
  fail(`Échec de la création de l'utilisateur : ${error instanceof Error ? error.message : String(error)}`);
});
