import fs from 'node:fs';
import { Decrypter, Encrypter, generateX25519Identity, identityToRecipient } from 'age-encryption';
import { BACKUP_MESSAGES } from './messages';
import { BackupRefusal } from './refusal';

/** age's own spelling of a secret key (what `age-keygen` writes): anything else in BACKUP_KEY is a passphrase. */
const IDENTITY = /^AGE-SECRET-KEY-(PQ-)?1[0-9A-Z]+$/;
/** age stretches a passphrase with scrypt, but a short one still falls to guessing: health data deserve more. */
const PASSPHRASE_MIN_LENGTH = 12;

export type BackupKey = { kind: 'identity'; identity: string } | { kind: 'passphrase'; passphrase: string };

/** The key that encrypts new archives, every key that may open an old one, and where they came from. */
export interface BackupKeys {
  encrypt: BackupKey;
  decrypt: BackupKey[];
  /** The key file in use when BACKUP_KEY is not set (the practitioner must keep a copy of it elsewhere). */
  keyFile: string | null;
  /** True when this call created the key file: say so loudly, once. */
  generated: boolean;
}

/** An age key, or the whole key file pasted (its key line is taken); anything else is a passphrase. */
export function parseBackupKey(text: string): BackupKey {
  const value = text.trim();
  const identity = value.split(/\r?\n/).map((line) => line.trim()).find((line) => IDENTITY.test(line));
  if (identity) return { kind: 'identity', identity };
  if ([...value].length < PASSPHRASE_MIN_LENGTH) throw new BackupRefusal(BACKUP_MESSAGES.passphraseTooShort(PASSPHRASE_MIN_LENGTH));
  return { kind: 'passphrase', passphrase: value };
}

/** The secret key line of an `age-keygen` file (comment lines start with '#'). */
function readKeyFile(file: string): BackupKey | null {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  const line = text.split(/\r?\n/).find((l) => IDENTITY.test(l.trim()));
  if (!line) throw new BackupRefusal(BACKUP_MESSAGES.keyFileUnreadable(file));
  return { kind: 'identity', identity: line.trim() };
}

/**
 * Written like `age-keygen` does (the age tool opens archives with it: `age -d -i FILE`), readable by its owner only,
 * never overwritten: losing this key loses every archive made with it.
 */
async function generateKeyFile(file: string): Promise<BackupKey> {
  const identity = await generateX25519Identity();
  const text = [
    `# Clé de chiffrement des sauvegardes de Mèche, créée le ${new Date().toISOString()}.`,
    '# Gardez-en une copie hors de cet ordinateur (gestionnaire de mots de passe, papier dans un coffre) :',
    '# sans elle, aucune sauvegarde ne peut être relue. Sur un autre ordinateur : BACKUP_KEY=<la dernière ligne>.',
    `# public key: ${await identityToRecipient(identity)}`,
    identity,
    '',
  ].join('\n');
  fs.writeFileSync(file, text, { flag: 'wx', mode: 0o600 });
  return { kind: 'identity', identity };
}

/**
 * BACKUP_KEY when set; else the key file beside the data folder, created on first use when `generate` (a start or a
 * backup: a practice is better served by encrypted backups with a key to copy than by none). A restore never creates
 * one, and tries both keys, so archives made before BACKUP_KEY was set still open.
 */
export async function resolveBackupKeys(options: { envKey: string | undefined; keyFile: string; generate: boolean }): Promise<BackupKeys> {
  const envKey = options.envKey?.trim() ? parseBackupKey(options.envKey) : null;
  let fileKey = readKeyFile(options.keyFile);
  let generated = false;
  if (!envKey && !fileKey && options.generate) {
    fileKey = await generateKeyFile(options.keyFile);
    generated = true;
  }
  const encrypt = envKey ?? fileKey;
  if (!encrypt) throw new BackupRefusal(BACKUP_MESSAGES.noKey(options.keyFile));
  return {
    encrypt,
    decrypt: [envKey, fileKey].filter((k): k is BackupKey => k !== null),
    keyFile: envKey ? null : options.keyFile,
    generated,
  };
}

export async function encrypterFor(key: BackupKey): Promise<Encrypter> {
  const encrypter = new Encrypter();
  if (key.kind === 'passphrase') encrypter.setPassphrase(key.passphrase);
  else encrypter.addRecipient(await identityToRecipient(key.identity));
  return encrypter;
}

export function decrypterFor(keys: BackupKey[]): Decrypter {
  const decrypter = new Decrypter();
  for (const key of keys) {
    if (key.kind === 'passphrase') decrypter.addPassphrase(key.passphrase);
    else decrypter.addIdentity(key.identity);
  }
  return decrypter;
}
