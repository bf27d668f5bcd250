import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { questionnaireLinkQueries, useCreateQuestionnaireLink, useRevokeQuestionnaireLink } from '@meche/api-client';
import { LINK_STATE_LABELS, type CreatedQuestionnaireLink } from '@meche/contracts';
import { describeFailure, useNotify } from '@meche/front-kit';
import { formatDate } from '@meche/ui';
import { LINK_MESSAGES } from '../messages';
import styles from './questionnaire-link.module.css';

/**
 * 'Envoyer le questionnaire': a link for this client only, e-mailed to her address when her file has one, and shown once
 * to copy and as a QR code for the tablet in the room; its state afterwards (active until, revoked, expired, answers
 * received) and its revocation.
 */
export function QuestionnaireLinkPanel({ clientId }: { clientId: number }) {
  const notify = useNotify();
  const link = useQuery(questionnaireLinkQueries.link(clientId));
  const create = useCreateQuestionnaireLink(clientId);
  const revoke = useRevokeQuestionnaireLink(clientId);
  const [created, setCreated] = useState<CreatedQuestionnaireLink | null>(null);
  const current = link.data ?? null;
  const busy = create.isPending || revoke.isPending;

  const onSend = () =>
    create.mutate(undefined, {
      onSuccess: (made) => {
        setCreated(made);
        // A client with an address gets it by e-mail too; the link stays shown for the tablet or a copy.
        if (made.emailedTo) notify(LINK_MESSAGES.emailed(made.emailedTo), 'success');
      },
      onError: (error) => notify(describeFailure(error).message, 'error'),
    });

  const onRevoke = () =>
    revoke.mutate(undefined, {
      onSuccess: () => {
        setCreated(null);
        notify(LINK_MESSAGES.revoked, 'success');
      },
      onError: (error) => notify(describeFailure(error).message, 'error'),
    });

  const onCopy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      notify(LINK_MESSAGES.copied, 'success');
    } catch {
      notify(LINK_MESSAGES.copyFailed, 'error');
    }
  };

  return (
    <section className="meche-panel" aria-labelledby="questionnaire-link-title" aria-busy={link.isPending || busy}>
      <div className={styles.summary}>
        <h2 id="questionnaire-link-title" className={styles.title}>
          {LINK_MESSAGES.title}
        </h2>
        <p className={styles.state} data-testid="questionnaire-link-state">
          {current
            ? `${LINK_STATE_LABELS[current.state]}${current.state === 'active' ? ` · ${LINK_MESSAGES.expires(formatDate(current.expiresAt))}` : ''}`
            : link.isPending
              ? ''
              : LINK_MESSAGES.none}
        </p>
        <div className={styles.actions}>
          {current?.state === 'active' ? (
            <button type="button" className="meche-btn meche-btn--danger" onClick={onRevoke} disabled={busy}>
              {LINK_MESSAGES.revoke}
            </button>
          ) : null}
          <button type="button" className="meche-btn meche-btn--primary" onClick={onSend} disabled={busy}>
            {current?.state === 'active' ? LINK_MESSAGES.sendAgain : LINK_MESSAGES.send}
          </button>
        </div>
      </div>
      {created && current?.id === created.link.id && current.state === 'active' ? (
        <div className={styles.created}>
          <div className={styles.url}>
            <label htmlFor="questionnaire-link-url">{LINK_MESSAGES.urlLabel}</label>
            <input id="questionnaire-link-url" className="meche-input" readOnly value={created.url} onFocus={(event) => event.currentTarget.select()} />
            <button type="button" className="meche-btn" onClick={() => void onCopy(created.url)}>
              {LINK_MESSAGES.copy}
            </button>
            <p className={styles.hint}>{LINK_MESSAGES.onceHint}</p>
          </div>
          <img className={styles.qr} src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(created.qrSvg)}`} alt={LINK_MESSAGES.qrAlt} />
        </div>
      ) : null}
    </section>
  );
}
