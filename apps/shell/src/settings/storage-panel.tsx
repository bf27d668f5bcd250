import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { settingsQueries } from '@meche/api-client';
import { formatBytes } from '@meche/contracts';
import { Spinner } from '@meche/ui';
import styles from './settings-page.module.css';

/** From this share of the quota on, the panel warns: a few weeks of photos are left. */
const NEARLY_FULL = 0.9;

const percent = (used: number, quota: number) => Math.min(100, Math.floor((used / quota) * 100));

export const STORAGE_TEXTS = {
  usage: (used: number, quota: number) =>
    `Photos et logo : ${formatBytes(used)} utilisés sur ${formatBytes(quota)} (${percent(used, quota)}\u00a0%).`,
  nearlyFull:
    'L’espace de stockage du cabinet est presque plein : au-delà, aucune photo ne pourra être ajoutée. Supprimez celles dont vous n’avez plus besoin, ou demandez plus d’espace à votre hébergeur.',
  loadError: 'L’espace de stockage n’a pas pu être lu.',
};

/** What the practice's photos and logo take against its quota, with a warning when little room is left. */
export function StoragePanel() {
  const titleId = useId();
  const status = useQuery(settingsQueries.storage());
  const data = status.data;
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.subtitle}>
        Stockage
      </h2>
      {status.isPending ? (
        <Spinner size="small" label="Chargement de l’espace de stockage" />
      ) : !data ? (
        <p className="meche-field__error">{STORAGE_TEXTS.loadError}</p>
      ) : (
        <>
          <p className={styles.line}>{STORAGE_TEXTS.usage(data.usedBytes, data.quotaBytes)}</p>
          <progress className={styles.meter} max={data.quotaBytes} value={Math.min(data.usedBytes, data.quotaBytes)} aria-label="Espace de stockage utilisé">
            {percent(data.usedBytes, data.quotaBytes)}&nbsp;%
          </progress>
          {data.usedBytes >= data.quotaBytes * NEARLY_FULL ? (
            <p role="alert" className={styles.warning}>
              {STORAGE_TEXTS.nearlyFull}
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}
