import type { UserProfile } from '@meche/contracts';
import styles from './profile-page.module.css';

const PHONE_NOT_SET = 'Non spécifié';

export function ProfileView({ profile, onEdit }: { profile: UserProfile; onEdit(): void }) {
  return (
    <>
      <dl className={styles.details}>
        <dt>Nom</dt>
        <dd>{profile.name}</dd>
        <dt>Email</dt>
        <dd>{profile.email}</dd>
        <dt>Téléphone</dt>
        <dd>{profile.phone || PHONE_NOT_SET}</dd>
      </dl>
      <button type="button" className="meche-btn meche-btn--primary" onClick={onEdit}>
        Modifier profil
      </button>
    </>
  );
}
