import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router-dom';
import {
  contraindicationConflict,
  protocolQueries,
  useCreateProgramFromProtocol,
  useDeleteProtocol,
  useRenameProtocol,
} from '@meche/api-client';
import {
  CONTRAINDICATION_LABELS,
  parseRouteId,
  TEXT_MAX,
  type ContraindicationConflictBody,
  type Protocol,
} from '@meche/contracts';
import { useConfirm, useNotify, describeFailure, FailureText } from '@meche/front-kit';
import { Spinner } from '@meche/ui';
import { programmesPaths } from '@meche/page-paths';
import { useClientName } from '../shared/use-client-name';
import { useReveal } from '../shared/use-reveal';
import frame from '../shared/page.module.css';
import styles from './protocols-page.module.css';

const PROTOCOLS_TITLE = 'Protocoles';

/** What a template holds, in a line: its products and how many weeks it runs. */
function summary(protocol: Protocol): string {
  const weeks = Math.max(1, ...protocol.cares.map((c) => c.durationWeeks));
  const products = protocol.cares.map((c) => c.productName ?? 'produit retiré du catalogue').join(', ');
  return `${weeks} semaine${weeks > 1 ? 's' : ''} · ${products}`;
}

/**
 * client/:clientId/protocoles — the practice's templates: a new programme for this client from one of them
 * ('Nouveau programme depuis un protocole'), renamed or deleted.
 */
export function ProtocolsPage() {
  const clientId = parseRouteId(useParams().clientId);
  const clientName = useClientName(clientId);
  const headingRef = useReveal<HTMLHeadingElement>();
  const protocols = useQuery(protocolQueries.list());

  return (
    <section className={frame.page} aria-labelledby="protocols-title">
      <h2 id="protocols-title" ref={headingRef} tabIndex={-1} className={frame.title}>
        {PROTOCOLS_TITLE}
        {clientName ? ` — nouveau programme pour ${clientName}` : ''}
      </h2>
      {clientId !== undefined && <Link to={programmesPaths.addCare}>Retour aux programmes</Link>}
      {protocols.isPending ? (
        <Spinner label="Chargement des protocoles…" />
      ) : protocols.isError ? (
        <FailureText message={describeFailure(protocols.error).message} />
      ) : protocols.data.length === 0 ? (
        <p className={styles.empty}>
          Aucun protocole : ouvrez le planning d’un programme et choisissez « Enregistrer comme protocole ».
        </p>
      ) : (
        <ul className={styles.protocols}>
          {protocols.data.map((protocol) => (
            <ProtocolItem key={protocol.id} protocol={protocol} clientId={clientId} />
          ))}
        </ul>
      )}
    </section>
  );
}

function ProtocolItem({ protocol, clientId }: { protocol: Protocol; clientId: number | undefined }) {
  const navigate = useNavigate();
  const notify = useNotify();
  const confirm = useConfirm();
  const build = useCreateProgramFromProtocol();
  const rename = useRenameProtocol();
  const remove = useDeleteProtocol();
  const [conflict, setConflict] = useState<ContraindicationConflictBody | undefined>();
  const [renaming, setRenaming] = useState(false);
  const [name, setName] = useState(protocol.name);
  const [renameError, setRenameError] = useState<string | undefined>();
  const headingId = `protocol-${protocol.id}`;

  const create = async (acknowledged?: ContraindicationConflictBody) => {
    if (clientId === undefined) return;
    try {
      const acknowledgements = acknowledged?.conflicts.map((c) => ({ productId: c.productId, reasons: c.reasons })) ?? [];
      const program = await build.mutateAsync({ protocolId: protocol.id, body: { clientId, acknowledgements } });
      notify(`Programme « ${program.programReference} » créé depuis le protocole.`, 'success');
      void navigate(programmesPaths.planning(program.id));
    } catch (error) {
      const conflicts = contraindicationConflict(error);
      if (conflicts) setConflict(conflicts);
      else notify(describeFailure(error).message, 'error');
    }
  };

  const submitRename = async (event: FormEvent) => {
    event.preventDefault();
    setRenameError(undefined);
    try {
      await rename.mutateAsync({ id: protocol.id, name });
      setRenaming(false);
      notify('Protocole renommé.', 'success');
    } catch (error) {
      setRenameError(describeFailure(error).message);
    }
  };

  const del = async () => {
    if (!(await confirm(`Supprimer le protocole « ${protocol.name} » ? Les programmes déjà créés restent.`, { confirmLabel: 'Supprimer' }))) return;
    try {
      await remove.mutateAsync(protocol.id);
      notify('Protocole supprimé.', 'success');
    } catch (error) {
      notify(describeFailure(error).message, 'error');
    }
  };

  return (
    <li className={styles.protocol} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.protocolName}>
        {protocol.name}
      </h3>
      <p className={styles.protocolSummary}>{summary(protocol)}</p>
      {conflict && (
        <div role="alert" className={styles.conflict}>
          <p>{conflict.message}</p>
          <ul>
            {conflict.conflicts.map((c) => (
              <li key={c.productId}>
                {c.productName} : {c.reasons.map((r) => CONTRAINDICATION_LABELS[r]).join(', ')}
              </li>
            ))}
          </ul>
          <button type="button" className="meche-btn meche-btn--primary" disabled={build.isPending} onClick={() => void create(conflict)}>
            Confirmer et créer le programme
          </button>
        </div>
      )}
      {renaming ? (
        <form className={styles.rename} onSubmit={(e) => void submitRename(e)} noValidate>
          <label htmlFor={`${headingId}-name`}>Nouveau nom</label>
          <input
            id={`${headingId}-name`}
            className="meche-input"
            value={name}
            maxLength={TEXT_MAX}
            aria-invalid={renameError ? true : undefined}
            aria-describedby={renameError ? `${headingId}-error` : undefined}
            onChange={(e) => setName(e.target.value)}
          />
          <FailureText message={renameError} id={`${headingId}-error`} />
          <button type="submit" className="meche-btn meche-btn--primary" disabled={rename.isPending}>
            Enregistrer le nom
          </button>
          <button type="button" className="meche-btn" onClick={() => setRenaming(false)}>
            Annuler
          </button>
        </form>
      ) : (
        <div className={styles.actions}>
          {clientId !== undefined && !conflict && (
            <button
              type="button"
              className="meche-btn meche-btn--primary"
              aria-label={`Créer le programme depuis « ${protocol.name} »`}
              disabled={build.isPending}
              onClick={() => void create()}
            >
              {build.isPending ? 'Création…' : 'Créer le programme'}
            </button>
          )}
          <button type="button" className="meche-btn" aria-label={`Renommer « ${protocol.name} »`} onClick={() => setRenaming(true)}>
            Renommer
          </button>
          <button type="button" className="meche-btn meche-btn--danger" aria-label={`Supprimer « ${protocol.name} »`} disabled={remove.isPending} onClick={() => void del()}>
            Supprimer
          </button>
        </div>
      )}
    </li>
  );
}
