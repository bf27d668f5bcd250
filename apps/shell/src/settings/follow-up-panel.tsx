import { useId, useState } from 'react';
import { useRevokeCalendarFeed, useRotateCalendarFeed, useUpdatePracticeRules } from '@meche/api-client';
import { PHOTO_RETAKE_WEEKS_MAX, REMINDER_LEAD_HOURS_CHOICES, type PracticeRules } from '@meche/contracts';
import { useConfirm, useNotify } from '@meche/front-kit';
import { lazyDateFormat, Spinner } from '@meche/ui';
import { ChoicesPanel } from './choices-panel';
import { saveError } from './save-error';
import styles from './settings-page.module.css';

const created = lazyDateFormat('fr-FR', { dateStyle: 'long', timeStyle: 'short' });

export const FOLLOW_UP_TEXTS = {
  title: 'Rappels et suivi',
  saved: 'Réglages de suivi enregistrés.',
  loadError: 'Les réglages de suivi n’ont pas pu être lus.',
  feedTitle: 'Abonnement de votre agenda',
  feedIntro:
    'Un lien privé auquel l’agenda de votre téléphone ou de votre ordinateur s’abonne : vos rendez-vous y apparaissent avec le nom du client et le type de visite, sans aucune note.',
  feedNone: 'Aucun lien d’abonnement n’est actif.',
  feedActive: (iso: string) => `Un lien est actif depuis le ${created().format(new Date(iso))}.`,
  feedShown: 'Copiez ce lien maintenant dans votre agenda (« S’abonner à un calendrier ») : il ne sera plus affiché.',
  replaceQuestion: 'Remplacer le lien ? L’ancien cessera aussitôt de fonctionner dans les agendas qui l’utilisent.',
  revokeQuestion: 'Révoquer le lien ? Les agendas abonnés ne recevront plus vos rendez-vous.',
  revoked: 'Lien d’abonnement révoqué.',
};

function FollowUpForm({ settings }: { settings: PracticeRules }) {
  const leadId = useId();
  const weeksId = useId();
  const update = useUpdatePracticeRules();
  const notify = useNotify();
  const [lead, setLead] = useState(String(settings.reminderLeadHours));
  const [weeks, setWeeks] = useState(String(settings.photoRetakeWeeks));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);

  const submit = async () => {
    setErrors({});
    setFormError(null);
    try {
      await update.mutateAsync({ reminderLeadHours: Number(lead), photoRetakeWeeks: Number(weeks) });
      notify(FOLLOW_UP_TEXTS.saved, 'success');
    } catch (error) {
      const failure = saveError(error);
      setErrors(failure.fields);
      setFormError(failure.message);
    }
  };

  return (
    <form
      className={styles.form}
      aria-label="Rappels et suivi"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <div className="meche-field">
        <label htmlFor={leadId}>Rappel envoyé au client</label>
        <select id={leadId} className="meche-input" value={lead} onChange={(e) => setLead(e.target.value)} aria-describedby={`${leadId}-hint`}>
          {REMINDER_LEAD_HOURS_CHOICES.map((h) => (
            <option key={h} value={h}>
              {h} heures avant la visite
            </option>
          ))}
        </select>
        <p id={`${leadId}-hint`} className="meche-field__hint">
          Par courriel, avec une invitation pour son agenda, aux clients qui ont une adresse et ne l’ont pas refusé.
        </p>
        {errors.reminderLeadHours ? <p className="meche-field__error">{errors.reminderLeadHours}</p> : null}
      </div>
      <div className="meche-field">
        <label htmlFor={weeksId}>Photos à refaire après (semaines)</label>
        <input
          id={weeksId}
          className="meche-input"
          type="number"
          inputMode="numeric"
          min={1}
          max={PHOTO_RETAKE_WEEKS_MAX}
          value={weeks}
          onChange={(e) => setWeeks(e.target.value)}
          aria-invalid={errors.photoRetakeWeeks ? true : undefined}
          aria-describedby={`${weeksId}-hint`}
        />
        <p id={`${weeksId}-hint`} className="meche-field__hint">
          Un programme en cours dont la dernière photo est plus ancienne apparaît dans « Aujourd’hui ».
        </p>
        {errors.photoRetakeWeeks ? <p className="meche-field__error">{errors.photoRetakeWeeks}</p> : null}
      </div>
      {formError ? (
        <p role="alert" className="meche-field__error">
          {formError}
        </p>
      ) : null}
      <div className={styles.actions}>
        <button type="submit" className="meche-btn meche-btn--primary" disabled={update.isPending}>
          {update.isPending ? <Spinner size="small" label="Enregistrement" /> : null}
          Enregistrer le suivi
        </button>
      </div>
    </form>
  );
}

function CalendarFeed({ settings }: { settings: PracticeRules }) {
  const titleId = useId();
  const rotate = useRotateCalendarFeed();
  const revoke = useRevokeCalendarFeed();
  const confirm = useConfirm();
  const notify = useNotify();
  const [shownUrl, setShownUrl] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const active = settings.calendarFeedCreated !== null;

  const makeLink = async () => {
    if (active && !(await confirm(FOLLOW_UP_TEXTS.replaceQuestion, { confirmLabel: 'Remplacer' }))) return;
    setError(null);
    try {
      setShownUrl((await rotate.mutateAsync()).url);
    } catch (e) {
      setError(saveError(e).message);
    }
  };
  const revokeLink = async () => {
    if (!(await confirm(FOLLOW_UP_TEXTS.revokeQuestion, { confirmLabel: 'Révoquer' }))) return;
    setError(null);
    try {
      await revoke.mutateAsync();
      setShownUrl(null);
      notify(FOLLOW_UP_TEXTS.revoked, 'success');
    } catch (e) {
      setError(saveError(e).message);
    }
  };

  return (
    <div aria-labelledby={titleId} role="group">
      <h3 id={titleId} className={styles.subtitle}>
        {FOLLOW_UP_TEXTS.feedTitle}
      </h3>
      <p className={styles.muted}>{FOLLOW_UP_TEXTS.feedIntro}</p>
      <p className={styles.line}>{active && settings.calendarFeedCreated ? FOLLOW_UP_TEXTS.feedActive(settings.calendarFeedCreated) : FOLLOW_UP_TEXTS.feedNone}</p>
      {shownUrl ? (
        <div className="meche-field">
          <label htmlFor={`${titleId}-url`}>Lien d’abonnement</label>
          <input id={`${titleId}-url`} className="meche-input" readOnly value={shownUrl} onFocus={(e) => e.currentTarget.select()} aria-describedby={`${titleId}-once`} />
          <p id={`${titleId}-once`} className="meche-field__hint">
            {FOLLOW_UP_TEXTS.feedShown}
          </p>
        </div>
      ) : null}
      {error ? (
        <p role="alert" className="meche-field__error">
          {error}
        </p>
      ) : null}
      <div className={styles.actions}>
        <button type="button" className="meche-btn" onClick={() => void makeLink()} disabled={rotate.isPending}>
          {active ? 'Remplacer le lien' : 'Créer le lien'}
        </button>
        {active ? (
          <button type="button" className="meche-btn meche-btn--danger" onClick={() => void revokeLink()} disabled={revoke.isPending}>
            Révoquer le lien
          </button>
        ) : null}
      </div>
    </div>
  );
}

/** Reminders' lead, photos' follow-up and the practitioner's private calendar link, on the settings page. */
export function FollowUpPanel() {
  return (
    <ChoicesPanel title={FOLLOW_UP_TEXTS.title} loading="Chargement des réglages de suivi" loadError={FOLLOW_UP_TEXTS.loadError}>
      {(rules) => (
        <>
          <FollowUpForm settings={rules} />
          <CalendarFeed settings={rules} />
        </>
      )}
    </ChoicesPanel>
  );
}
