import { useEffect, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { clientQueries, questionnaireLinkQueries, useDecideProposal } from '@meche/api-client';
import { QUESTION_LABELS, QUESTIONNAIRE_SECTIONS, type Client, type Proposal, type QuestionnaireField } from '@meche/contracts';
import { describeFailure, useNotify } from '@meche/front-kit';
import { formatDate } from '@meche/ui';
import { LINK_MESSAGES } from '../messages';
import styles from './questionnaire-link.module.css';

/** The questions whose proposed answer differs from the file, in the questionnaire's order. */
function proposedChanges(client: Client, proposal: Proposal): QuestionnaireField[] {
  return QUESTIONNAIRE_SECTIONS.flatMap((s) => s.questions.map((q) => q.name)).filter((field) => {
    const proposed = proposal.answers[field];
    return proposed !== undefined && (proposed ?? '').trim() !== (client[field] ?? '').trim();
  });
}

/**
 * 'Réponses proposées par la cliente': what she sent on her link against the file, field by field. Nothing enters the
 * file before the practitioner accepts all, a selection, or none; the server audits the change.
 */
export function ProposalPanel({ client }: { client: Client }) {
  const queryClient = useQueryClient();
  const proposal = useQuery(questionnaireLinkQueries.proposal(client.id));
  const waiting = proposal.isSuccess ? (proposal.data?.linkId ?? null) : undefined;
  const seen = useRef<number | null | undefined>(undefined);
  // Answers that arrive while the file is open came with her signed consent: the file is read again to show it
  // (not on opening: the file read then is already current).
  useEffect(() => {
    if (waiting === undefined) return;
    if (seen.current !== undefined && waiting !== null && waiting !== seen.current) {
      void queryClient.invalidateQueries({ queryKey: clientQueries.detail(client.id).queryKey });
    }
    seen.current = waiting;
  }, [waiting, client.id, queryClient]);
  if (!proposal.data) return null;
  return <ProposalDiff key={proposal.data.linkId} client={client} proposal={proposal.data} />;
}

function ProposalDiff({ client, proposal }: { client: Client; proposal: Proposal }) {
  const notify = useNotify();
  const decide = useDecideProposal(client.id);
  const changes = proposedChanges(client, proposal);
  const [selected, setSelected] = useState<ReadonlySet<QuestionnaireField>>(new Set());

  const toggle = (field: QuestionnaireField) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(field)) next.delete(field);
      else next.add(field);
      return next;
    });

  const submit = (accept: readonly QuestionnaireField[]) =>
    decide.mutate(accept, {
      onSuccess: () => notify(LINK_MESSAGES.accepted(accept.length), 'success'),
      onError: (error) => notify(describeFailure(error).message, 'error'),
    });

  return (
    <section className="meche-panel" aria-labelledby="proposal-title" aria-busy={decide.isPending}>
      <h2 id="proposal-title" className={styles.title}>
        {LINK_MESSAGES.proposalTitle}
      </h2>
      <p className={styles.intro}>{LINK_MESSAGES.proposalIntro(formatDate(proposal.submittedAt))}</p>
      {changes.length === 0 ? (
        <p>{LINK_MESSAGES.noDifference}</p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{LINK_MESSAGES.take}</th>
                <th scope="col">{LINK_MESSAGES.question}</th>
                <th scope="col">{LINK_MESSAGES.inFile}</th>
                <th scope="col">{LINK_MESSAGES.proposed}</th>
              </tr>
            </thead>
            <tbody>
              {changes.map((field) => (
                <tr key={field}>
                  <td>
                    <input
                      type="checkbox"
                      id={`take-${field}`}
                      checked={selected.has(field)}
                      onChange={() => toggle(field)}
                      aria-label={`${LINK_MESSAGES.take} : ${QUESTION_LABELS[field]}`}
                    />
                  </td>
                  <th scope="row">
                    <label htmlFor={`take-${field}`}>{QUESTION_LABELS[field]}</label>
                  </th>
                  <td>{client[field] ?? LINK_MESSAGES.empty}</td>
                  <td className={styles.proposed}>{proposal.answers[field] ?? LINK_MESSAGES.empty}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <div className={styles.decide}>
        {changes.length > 0 ? (
          <>
            <button type="button" className="meche-btn meche-btn--primary" onClick={() => submit(changes)} disabled={decide.isPending}>
              {LINK_MESSAGES.acceptAll}
            </button>
            <button type="button" className="meche-btn" onClick={() => submit([...selected])} disabled={decide.isPending || selected.size === 0}>
              {LINK_MESSAGES.acceptSelected}
            </button>
          </>
        ) : null}
        <button type="button" className="meche-btn" onClick={() => submit([])} disabled={decide.isPending}>
          {LINK_MESSAGES.dismiss}
        </button>
      </div>
    </section>
  );
}
