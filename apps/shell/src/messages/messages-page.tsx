import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { messageQueries } from '@meche/api-client';
import { MAIL_KIND_LABELS, MAIL_STATUS_LABELS, MAIL_STATUSES, type MailMessage, type MailStatus } from '@meche/contracts';
import { QueryState } from '@meche/front-kit';
import { PageLink } from '@meche/runtime';
import { type DataColumn, DataTable, lazyDateFormat } from '@meche/ui';
import styles from './messages-page.module.css';

const when = lazyDateFormat('fr-FR', { dateStyle: 'short', timeStyle: 'short', timeZone: 'Europe/Paris' });

export const MESSAGES_TEXTS = {
  title: 'Messages',
  intro: 'Les rappels de rendez-vous et les documents envoyés à vos clients par courriel, les plus récents d’abord.',
  noTransport:
    'Aucun serveur d’envoi n’est configuré (SMTP_URL) : les messages restent en attente et partiront dès que Mèche sera démarré avec un serveur SMTP.',
  empty: 'Aucun message pour l’instant.',
  emptyFiltered: 'Aucun message dans cet état.',
  loadError: 'Impossible de charger les messages.',
  attempts: (n: number) => `${n} essai${n > 1 ? 's' : ''}`,
  /** The column that says when: sent at, or due at. */
  at: (m: MailMessage) => (m.sentAt ? `Envoyé le ${when().format(new Date(m.sentAt))}` : `Prévu le ${when().format(new Date(m.sendAfter))}`),
};

type Filter = MailStatus | 'all';

const MESSAGE_COLUMNS: DataColumn<MailMessage>[] = [
  { header: 'Date', cellClassName: styles.when, cell: (m) => MESSAGES_TEXTS.at(m) },
  { header: 'Destinataire', cell: (m) => (m.clientId ? <PageLink name="clients.client" params={{ clientId: m.clientId }}>{m.recipient}</PageLink> : m.recipient) },
  { header: 'Objet', cell: (m) => m.subject },
  { header: 'Type', cell: (m) => MAIL_KIND_LABELS[m.kind] },
  {
    header: 'État',
    cell: (m) => (
      <>
        <span className={styles.status} data-status={m.status}>
          {MAIL_STATUS_LABELS[m.status]}
        </span>
        {m.status === 'failed' || (m.status === 'queued' && m.lastError) ? (
          <span className={styles.error}>
            {MESSAGES_TEXTS.attempts(m.attempts)} : {m.lastError}
          </span>
        ) : null}
      </>
    ),
  },
];

/** /dashboard/messages: what the practice sent, what waits in the queue and what failed, with the server's answer. */
export function MessagesPage() {
  const titleId = useId();
  const filterId = useId();
  const [filter, setFilter] = useState<Filter>('all');
  const list = useQuery(messageQueries.list());
  const shown = list.data?.messages.filter((m) => filter === 'all' || m.status === filter) ?? [];

  return (
    <section className={`meche-card ${styles.page}`} aria-labelledby={titleId}>
      <h1 id={titleId} className={styles.title}>
        {MESSAGES_TEXTS.title}
      </h1>
      <p className={styles.intro}>{MESSAGES_TEXTS.intro}</p>
      <QueryState query={list} loading="Chargement des messages" failure={{ fallback: MESSAGES_TEXTS.loadError }}>
        {(data) => (
          <>
            {data.transportConfigured ? null : (
              <p role="status" className={styles.warning}>
                {MESSAGES_TEXTS.noTransport}
              </p>
            )}
            <div className={styles.filters}>
              <label htmlFor={filterId}>État</label>
              <select id={filterId} className="meche-input" value={filter} onChange={(e) => setFilter(e.target.value as Filter)}>
                <option value="all">Tous</option>
                {MAIL_STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {MAIL_STATUS_LABELS[s]}
                  </option>
                ))}
              </select>
            </div>
            {shown.length === 0 ? (
              <p className={styles.muted}>{data.messages.length === 0 ? MESSAGES_TEXTS.empty : MESSAGES_TEXTS.emptyFiltered}</p>
            ) : (
              <DataTable cards="never" caption="Messages du cabinet" columns={MESSAGE_COLUMNS} rows={shown} rowKey={(m) => m.id} />
            )}
          </>
        )}
      </QueryState>
    </section>
  );
}
