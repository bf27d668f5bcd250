import { SEX_LABELS, type Client } from '@meche/contracts';
import { formatDate } from '@meche/ui';
import { layoutOrder, NOTES_GROUP, PROFILE_GROUPS, QUESTIONNAIRE_GROUPS, type FieldDescriptor, type FieldGroup } from '../form/client-fields';
import styles from './client-detail-page.module.css';

function displayValue(client: Client, field: FieldDescriptor): string {
  const value = client[field.name];
  if (!value) return '';
  if (field.kind === 'sex') return SEX_LABELS[client.sex];
  if (field.kind === 'date') return formatDate(value);
  return value;
}

function GroupView({ client, group }: { client: Client; group: FieldGroup }) {
  const titleId = `view-${group.id}`;
  return (
    <section className={styles.group} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.groupTitle}>
        {group.title}
      </h3>
      <dl className={styles.answers}>
        {layoutOrder(group.fields).map((field) => {
          const value = displayValue(client, field);
          return (
            <div key={field.name} className={field.kind === 'long' ? `${styles.answer} ${styles.long}` : styles.answer}>
              <dt>{field.label}</dt>
              <dd className={value ? undefined : styles.unanswered}>{value || 'Non renseigné'}</dd>
            </div>
          );
        })}
      </dl>
    </section>
  );
}

/** The read view of a client file: the same groups and labels as the form. */
export function ClientFileView({ client, questionnaireOpen }: { client: Client; questionnaireOpen: boolean }) {
  return (
    <div className={styles.file}>
      {PROFILE_GROUPS.map((group) => (
        <GroupView key={group.id} client={client} group={group} />
      ))}
      <details className={styles.questionnaire} open={questionnaireOpen}>
        <summary className={styles.summary}>Questionnaire santé et cheveux</summary>
        {QUESTIONNAIRE_GROUPS.map((group) => (
          <GroupView key={group.id} client={client} group={group} />
        ))}
      </details>
      <GroupView client={client} group={NOTES_GROUP} />
    </div>
  );
}
