import { BackupRefusal } from './refusal';

/** What the backup and restore commands tell the practitioner, in one place. */
const NOTHING_RESTORED = 'Rien n’a été restauré, les données actuelles sont intactes.';

export const BACKUP_MESSAGES = {
  passphraseTooShort: (min: number) =>
    `BACKUP_KEY est trop courte : une phrase de passe doit compter au moins ${min} caractères (ou donnez une clé age « AGE-SECRET-KEY-1… »).`,
  keyFileUnreadable: (file: string) =>
    `Le fichier de clé ${file} ne contient pas de clé age (ligne « AGE-SECRET-KEY-1… ») : remettez-le depuis votre copie, ou donnez la clé dans BACKUP_KEY.`,
  noKey: (keyFile: string) =>
    `Aucune clé de sauvegarde : donnez-la dans BACKUP_KEY (la phrase de passe, ou la ligne « AGE-SECRET-KEY-1… » du fichier de clé), ou remettez le fichier ${keyFile} à sa place.`,
  onServer:
    'DATABASE_URL est défini : sur un serveur PostgreSQL, la sauvegarde et la restauration se font avec pgBackRest (docs/deploy.md), pas avec cette commande.',
  noDatabase: (dataDir: string) => `Aucune base de données dans ${dataDir} : rien à sauvegarder (vérifiez DATA_DIR).`,
  backupDirInsideData: (backupDir: string, dataDir: string) =>
    `BACKUP_DIR (${backupDir}) ne doit pas être dans le dossier de données (${dataDir}) : une sauvegarde doit survivre à la perte de ce dossier.`,
  apiUnreachable: (pid: number) =>
    `L’API (processus ${pid}) tient la base mais ne répond pas à la demande de sauvegarde : arrêtez-la (Ctrl-C dans le terminal de npm start), puis relancez npm run backup.`,
  /** A failure that is not one of ours (the disk, the folder's rights): said in French, with the folder. */
  writeFailed: (dir: string, code: string | undefined, detail: string) =>
    code === 'ENOSPC'
      ? `Plus de place sur le disque de ${dir} : libérez de la place.`
      : code === 'EACCES' || code === 'EPERM' || code === 'EROFS'
        ? `Écriture interdite dans ${dir} : vérifiez ce dossier (BACKUP_DIR) et ses droits.`
        : code === 'EEXIST' || code === 'ENOTDIR'
          ? `${dir} n’est pas un dossier utilisable pour les sauvegardes (BACKUP_DIR) : un fichier porte ce nom.`
          : `Écriture impossible dans ${dir} (${detail}).`,
  newDatabaseOverBackups: (dataDir: string, dir: string, newest: string) =>
    `Le dossier de données ${dataDir} est vide alors que ${dir} contient des sauvegardes : si les données ont été perdues, ` +
    `restaurez la plus récente (npm run restore -- ${newest}) avant de relancer Mèche. Pour vraiment commencer une base neuve, ` +
    'déplacez d’abord le dossier des sauvegardes.',
  verifyFailed: 'La sauvegarde écrite ne se relit pas à l’identique (disque défaillant ?) : elle a été supprimée.',
  preMigrationFailed: (reason: string) =>
    `La sauvegarde faite avant la mise à jour du schéma a échoué : ${reason} La base n’a pas été modifiée ; corrigez la cause, puis relancez.`,

  fileMissing: (file: string) => `Fichier introuvable : ${file}. ${NOTHING_RESTORED}`,
  notAnArchive: (file: string) => `${file} n’est pas une sauvegarde de Mèche (ce n’est pas un fichier chiffré par age). ${NOTHING_RESTORED}`,
  wrongKey:
    `Clé incorrecte : cette sauvegarde n’a pas été chiffrée avec la clé fournie (BACKUP_KEY ou fichier de clé). Donnez la clé utilisée au moment de la sauvegarde. ${NOTHING_RESTORED}`,
  truncated:
    `Sauvegarde incomplète : le fichier a été tronqué (copie interrompue, disque plein ?). Prenez-en une autre. ${NOTHING_RESTORED}`,
  altered:
    `Sauvegarde endommagée : son contenu a été modifié depuis qu’elle a été faite, ou le fichier est abîmé, et elle ne peut pas être vérifiée. Prenez-en une autre. ${NOTHING_RESTORED}`,
  newerSchema: (migration: string | null) =>
    `Cette sauvegarde vient d’une version plus récente de Mèche (schéma « ${migration ?? 'inconnu'} ») : mettez Mèche à jour, puis relancez la restauration. ${NOTHING_RESTORED}`,
  otherEngine: (archived: string, embedded: string) =>
    `Cette sauvegarde a été faite avec PostgreSQL ${archived} embarqué, cette version de Mèche embarque PostgreSQL ${embedded} : restaurez-la avec la version de Mèche qui l’a faite. ${NOTHING_RESTORED}`,
  targetNotEmpty: (dataDir: string) =>
    `Le dossier de données ${dataDir} n’est pas vide : une restauration ne remplace jamais des données. Renommez ce dossier (gardez-le tant que la restauration n’est pas vérifiée), puis relancez la commande. ${NOTHING_RESTORED}`,
  targetInUse: (dataDir: string, pid: number) =>
    `Mèche utilise le dossier ${dataDir} (processus ${pid}) : arrêtez-le (Ctrl-C dans le terminal de npm start), puis relancez la restauration. ${NOTHING_RESTORED}`,
  restoredUnreadable: (reason: string) => `La base restaurée ne s’ouvre pas correctement (${reason}) : elle n’a pas été mise en place. ${NOTHING_RESTORED}`,

  pruned: (names: string[]) =>
    `Rotation : ${names.length} sauvegarde(s) plus ancienne(s) supprimée(s) (${names.join(', ')}). Restent la plus récente de chacun des 7 derniers jours, de 4 semaines avant eux, et les 4 dernières faites avant une mise à jour du schéma.`,
  keyGenerated: (keyFile: string) =>
    [
      `Sauvegardes : une clé de chiffrement a été créée dans ${keyFile}.`,
      '  Copiez-la dès maintenant hors de cet ordinateur (gestionnaire de mots de passe, papier rangé ailleurs) :',
      '  sans elle, aucune sauvegarde ne pourra être relue si cet ordinateur est perdu. Voir la section « Backups » du README.',
    ].join('\n'),
} as const;

/** Why a backup failed, in French: our refusals as they are, the system's errors (disk full, no rights) explained. */
export function describeBackupFailure(error: unknown, dir: string): string {
  if (error instanceof BackupRefusal) return error.message;
  const { code, message } = error as NodeJS.ErrnoException;
  return BACKUP_MESSAGES.writeFailed(dir, code, code ?? message ?? String(error));
}
