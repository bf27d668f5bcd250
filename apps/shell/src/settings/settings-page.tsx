import { useQuery } from '@tanstack/react-query';
import { settingsQueries } from '@meche/api-client';
import { Spinner } from '@meche/ui';
import { loadErrorText } from '../shared/load-error-text';
import { AfterClientPanel } from './after-client-panel';
import { BackupPanel } from './backup-panel';
import { FollowUpPanel } from './follow-up-panel';
import { LogoPanel } from './logo-panel';
import { PracticeRulesPanel } from './practice-rules-panel';
import { SettingsForm } from './settings-form';
import { StoragePanel } from './storage-panel';
import styles from './settings-page.module.css';

export const SETTINGS_TITLE = 'Réglages du cabinet';
export const SETTINGS_INTRO =
  'Ces informations sont imprimées en tête des fiches programme et planning. Un champ laissé vide reprend la valeur par défaut du cabinet.';
export const SETTINGS_LOAD_ERROR = 'Impossible de charger les réglages du cabinet.';

/** /dashboard/settings: what the practitioner's sheets print at their top. */
export function SettingsPage() {
  const settings = useQuery(settingsQueries.detail());
  return (
    <section className={`meche-card ${styles.card}`} aria-labelledby="settings-title">
      <h1 id="settings-title" className={styles.title}>
        {SETTINGS_TITLE}
      </h1>
      <p className={styles.intro}>{SETTINGS_INTRO}</p>
      {settings.isPending ? (
        <Spinner label="Chargement des réglages" />
      ) : settings.isError ? (
        <div role="alert" className={styles.loadError}>
          <p className="meche-field__error">{loadErrorText(settings.error, SETTINGS_LOAD_ERROR)}</p>
          <button type="button" className="meche-btn" onClick={() => void settings.refetch()}>
            Réessayer
          </button>
        </div>
      ) : (
        <>
          <SettingsForm settings={settings.data} />
          <LogoPanel settings={settings.data} />
        </>
      )}
      <FollowUpPanel />
      <AfterClientPanel />
      <PracticeRulesPanel />
      <StoragePanel />
      <BackupPanel />
    </section>
  );
}
