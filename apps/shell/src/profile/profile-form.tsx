import { useState, type FormEvent } from 'react';
import { normaliseEmail, type FieldErrors, type UserProfile, type UserProfileInput } from '@meche/contracts';
import { Field, Spinner } from '@meche/ui';
import styles from './profile-page.module.css';

export interface ProfileFormProps {
  profile: UserProfile;
  saving: boolean;
  fieldErrors: FieldErrors;
  formError: string | null;
  onSave(values: UserProfileInput): void;
  onCancel(): void;
}

const digitsOnly = (value: string) => value.replace(/\D/g, '');

export function ProfileForm({ profile, saving, fieldErrors, formError, onSave, onCancel }: ProfileFormProps) {
  const [name, setName] = useState(profile.name);
  const [email, setEmail] = useState(profile.email);
  const [phone, setPhone] = useState(profile.phone ?? '');
  const [currentPassword, setCurrentPassword] = useState('');
  // The email signs in: changing it asks for the password, which the server checks too.
  const emailChanged = normaliseEmail(email) !== normaliseEmail(profile.email);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSave(emailChanged ? { name, email, phone, currentPassword } : { name, email, phone });
  };

  return (
    <form className={styles.form} onSubmit={submit} aria-label="Modifier le profil">
      <Field label="Nom" error={fieldErrors.name}>
        <input name="name" required autoComplete="name" value={name} onChange={(e) => setName(e.target.value)} />
      </Field>
      <Field label="Email" error={fieldErrors.email}>
        <input
          name="email"
          type="email"
          required
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
      </Field>
      {emailChanged ? (
        <Field label="Mot de passe actuel" error={fieldErrors.currentPassword} hint="Nécessaire pour changer d'email.">
          <input
            name="currentPassword"
            type="password"
            required
            autoComplete="current-password"
            value={currentPassword}
            onChange={(e) => setCurrentPassword(e.target.value)}
          />
        </Field>
      ) : null}
      <Field label="Téléphone" error={fieldErrors.phone}>
        <input
          name="phone"
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          value={phone}
          onChange={(e) => setPhone(digitsOnly(e.target.value))}
        />
      </Field>
      {formError ? (
        <p role="alert" className="meche-field__error">
          {formError}
        </p>
      ) : null}
      <div className={styles.actions}>
        <button type="submit" className="meche-btn meche-btn--primary" disabled={saving}>
          {saving ? <Spinner size="small" label="Enregistrement en cours" /> : null}
          Sauvegarder
        </button>
        <button type="button" className="meche-btn" onClick={onCancel} disabled={saving}>
          Annuler
        </button>
      </div>
    </form>
  );
}
