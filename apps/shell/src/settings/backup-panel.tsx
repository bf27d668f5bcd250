import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { backupQueries } from '@meche/api-client';
import { BACKUP_STALE_HOURS, formatBytes } from '@meche/contracts';
import { lazyDateFormat, Spinner } from '@meche/ui';
import styles from './settings-page.module.css';

const when = lazyDateFormat('fr-FR', { dateStyle: 'long', timeStyle: 'short' });
const at = (iso: string) => when().format(new Date(iso));

const WHEN = 'Mèche en fait une chaque jour tant qu’il est ouvert ; vous pouvez aussi lancer «\u00a0npm run backup\u00a0».';

export const BACKUP_TEXTS = {
  last: (iso: string, bytes: number) => `Dernière sauvegarde : le ${at(iso)} (${formatBytes(bytes)}).`,
  none: 'Aucune sauvegarde n’a encore été faite.',
  stale: `Aucune sauvegarde depuis plus de ${BACKUP_STALE_HOURS} heures : les dossiers de vos clients ne sont pas protégés. ${WHEN}`,
  unprotected: `Tant qu’aucune sauvegarde n’est faite, les dossiers de vos clients ne sont pas protégés. ${WHEN}`,
  failure: (iso: string, message: string) =>
    `La sauvegarde du ${at(iso)} a échoué : ${message} Une nouvelle tentative est faite chaque heure tant que Mèche est ouvert.`,
  keyFile: (name: string) =>
    `Les sauvegardes sont chiffrées avec la clé du fichier «\u00a0${name}\u00a0», à côté du dossier des données. Gardez-en une copie hors de cet ordinateur : sans elle, aucune sauvegarde ne peut être relue.`,
  server: 'Base PostgreSQL : les sauvegardes et la restauration à un instant donné sont faites sur le serveur (pgBackRest).',
  loadError: 'L’état des sauvegardes n’a pas pu être lu.',
};

/** The last backup of the embedded database, and a warning when there is none recent or the last attempt failed. */
export function BackupPanel() {
  const titleId = useId();
  const status = useQuery(backupQueries.status());
  const data = status.data;
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.subtitle}>
        Sauvegardes
      </h2>
      {status.isPending ? (
        <Spinner size="small" label="Chargement de l’état des sauvegardes" />
      ) : !data ? (
        <p className="meche-field__error">{BACKUP_TEXTS.loadError}</p>
      ) : data.mode === 'server' ? (
        <p className={styles.muted}>{BACKUP_TEXTS.server}</p>
      ) : (
        <>
          <p className={styles.line}>{data.last ? BACKUP_TEXTS.last(data.last.at, data.last.bytes) : BACKUP_TEXTS.none}</p>
          {data.stale || data.failure ? (
            <div role="alert" className={styles.warning}>
              {data.stale ? <p>{data.last ? BACKUP_TEXTS.stale : BACKUP_TEXTS.unprotected}</p> : null}
              {data.failure ? <p>{BACKUP_TEXTS.failure(data.failure.at, data.failure.message)}</p> : null}
            </div>
          ) : null}
          {data.keyFile ? <p className={styles.muted}>{BACKUP_TEXTS.keyFile(data.keyFile)}</p> : null}
        </>
      )}
    </section>
  );
}
