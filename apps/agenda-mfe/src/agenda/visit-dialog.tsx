import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { clientQueries, programQueries, useSaveVisit } from '@meche/api-client';
import { VISIT_KINDS, VISIT_KIND_LABELS, parisInstant, parisParts, type Visit, type VisitKind } from '@meche/contracts';
import { describeFailure, FailureText, useNotify } from '@meche/front-kit';
import { Dialog, Field } from '@meche/ui';
import { AGENDA_MESSAGES as MSG } from '../messages';
import { dayLabel } from './agenda-dates';
import styles from './agenda.module.css';

const DURATIONS = [15, 30, 45, 60, 75, 90, 120];

/** What the form starts from: a visit to move, or a new one (its client and programme when booked from them). */
export interface VisitDraft {
  visit: Visit | null;
  clientId: number | null;
  programId: number | null;
  date: string;
}

interface Props {
  draft: VisitDraft;
  onClose(): void;
  /** After a save: the visit as stored. */
  onSaved(visit: Visit): void;
}

/** Clients to book for: a search over the practitioner's clients, or the one the form was opened for. */
function ClientChoice({ clientId, onChange, error }: { clientId: number | null; onChange(id: number | null): void; error?: string }) {
  const [search, setSearch] = useState('');
  const found = useQuery({ ...clientQueries.list({ search, size: 20 }), enabled: clientId === null });
  const chosen = useQuery({ ...clientQueries.detail(clientId ?? 0), enabled: clientId !== null });
  if (clientId !== null) {
    return (
      <div className={styles.chosenClient}>
        <span>
          Client : <strong>{chosen.data ? `${chosen.data.firstName} ${chosen.data.lastName}` : chosen.isError ? `n°${clientId}` : 'chargement…'}</strong>
        </span>
      </div>
    );
  }
  return (
    <>
      <Field label="Rechercher un client">
        <input type="search" value={search} onChange={(e) => setSearch(e.target.value)} autoComplete="off" />
      </Field>
      <Field label="Client" error={error} hint={found.isPending ? 'Chargement des clients…' : undefined}>
        <select required value="" onChange={(e) => onChange(e.target.value ? Number(e.target.value) : null)}>
          <option value="">{found.data?.content.length === 0 ? 'Aucun client trouvé' : 'Choisir un client'}</option>
          {found.data?.content.map((c) => (
            <option key={c.id} value={c.id}>
              {c.lastName} {c.firstName}
            </option>
          ))}
        </select>
      </Field>
    </>
  );
}

/** Book a visit or move one: day, time (Paris), duration, kind, note, programme. The server's 409 is shown as it says it. */
export function VisitDialog({ draft, onClose, onSaved }: Props) {
  const start = draft.visit ? parisParts(draft.visit.startsAt) : { date: draft.date, time: '09:00' };
  const [clientId, setClientId] = useState<number | null>(draft.visit?.clientId ?? draft.clientId);
  const [date, setDate] = useState(start.date);
  const [time, setTime] = useState(start.time);
  const [duration, setDuration] = useState(draft.visit?.durationMinutes ?? 45);
  const [kind, setKind] = useState<VisitKind>(draft.visit?.kind ?? 'suivi');
  const [note, setNote] = useState(draft.visit?.note ?? '');
  const [programId, setProgramId] = useState<number | null>(draft.visit?.programId ?? draft.programId);
  const programmes = useQuery({ ...programQueries.byClient(clientId ?? 0), enabled: clientId !== null });
  const save = useSaveVisit();
  const notify = useNotify();
  const failure = save.error ? describeFailure(save.error) : null;
  const fieldErrors = failure?.fields ?? undefined;
  const fieldError = (name: string) => fieldErrors?.[name];

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (clientId === null) return;
    const body = { clientId, startsAt: parisInstant(date, time), durationMinutes: duration, kind, note, programId };
    const visit = await save.mutateAsync({ id: draft.visit?.id ?? null, body }).catch(() => null);
    if (!visit) return;
    const at = parisParts(visit.startsAt);
    notify(MSG.saved(draft.visit !== null, visit.clientName, dayLabel(at.date), at.time), 'success');
    onSaved(visit);
  }

  return (
    <Dialog title={draft.visit ? MSG.moveTitle(draft.visit.clientName) : MSG.newVisit} onClose={onClose}>
      <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate>
        {draft.visit ? null : <ClientChoice clientId={clientId} onChange={setClientId} error={fieldError('clientId')} />}
        <div className={styles.formRow}>
          <Field label="Date" error={fieldError('startsAt')}>
            <input type="date" required value={date} onChange={(e) => setDate(e.target.value)} />
          </Field>
          <Field label="Heure (Paris)">
            <input type="time" required step={300} value={time} onChange={(e) => setTime(e.target.value)} />
          </Field>
          <Field label="Durée" error={fieldError('durationMinutes')}>
            <select value={duration} onChange={(e) => setDuration(Number(e.target.value))}>
              {DURATIONS.map((d) => (
                <option key={d} value={d}>
                  {d < 60 ? `${d} min` : `${Math.floor(d / 60)} h${d % 60 ? ` ${d % 60}` : ''}`}
                </option>
              ))}
            </select>
          </Field>
        </div>
        <Field label="Type de visite" error={fieldError('kind')}>
          <select value={kind} onChange={(e) => setKind(e.target.value as VisitKind)}>
            {VISIT_KINDS.map((k) => (
              <option key={k} value={k}>
                {VISIT_KIND_LABELS[k]}
              </option>
            ))}
          </select>
        </Field>
        {clientId !== null && programmes.isPending && <p className="meche-field__hint">Chargement des programmes du client…</p>}
        {/* Drawn once its options are there: a select's value set before its option exists shows the first option. */}
        {clientId !== null && programmes.isSuccess && (
          <Field label="Programme (facultatif)" error={fieldError('programId')}>
            <select value={programId ?? ''} onChange={(e) => setProgramId(e.target.value ? Number(e.target.value) : null)}>
              <option value="">Aucun</option>
              {programmes.data.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.programReference || `Programme n°${p.id}`}
                </option>
              ))}
            </select>
          </Field>
        )}
        <Field label="Note" error={fieldError('note')}>
          <textarea rows={2} maxLength={1000} value={note} onChange={(e) => setNote(e.target.value)} />
        </Field>
        <FailureText message={failure && !fieldErrors ? failure.message : null} />
        <div className={styles.formActions}>
          <button type="button" className="meche-btn meche-btn--ghost" onClick={onClose}>
            Fermer
          </button>
          <button type="submit" className="meche-btn meche-btn--primary" disabled={save.isPending || clientId === null}>
            {save.isPending ? 'Enregistrement…' : draft.visit ? 'Déplacer' : 'Réserver'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
