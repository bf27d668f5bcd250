import { normaliseEmail, userProfileInputSchema, type FieldErrors, type UserProfile, type UserProfileInput } from '@meche/contracts';
import {
  checkOnlyResolver,
  enterMovesToNextField,
  fieldError,
  showServerErrors,
  useLeaveGuard,
  useSchemaForm,
  FailureText,
} from '@meche/front-kit';
import { Field, Spinner } from '@meche/ui';
import styles from './profile-page.module.css';

export interface ProfileFormProps {
  profile: UserProfile;
  saving: boolean;
  formError: string | null;
  /** Saves; resolves with the 400's messages by field when the server refused some, null otherwise. */
  onSave(values: UserProfileInput): Promise<FieldErrors | null>;
  onCancel(): void;
}

interface ProfileValues {
  name: string;
  email: string;
  phone: string;
  currentPassword: string;
}

const digitsOnly = (value: string) => value.replace(/\D/g, '');
const resolver = checkOnlyResolver<ProfileValues>(userProfileInputSchema);

export function ProfileForm({ profile, saving, formError, onSave, onCancel }: ProfileFormProps) {
  const form = useSchemaForm<ProfileValues, ProfileValues>({
    resolver,
    defaultValues: { name: profile.name, email: profile.email, phone: profile.phone ?? '', currentPassword: '' },
  });
  useLeaveGuard(form.formState.isDirty);
  // The email signs in: changing it asks for the password, which the server checks too.
  const emailChanged = normaliseEmail(form.watch('email')) !== normaliseEmail(profile.email);

  const submit = form.handleSubmit(async ({ name, email, phone, currentPassword }) => {
    const refused = await onSave(emailChanged ? { name, email, phone, currentPassword } : { name, email, phone });
    if (refused) showServerErrors(form, refused);
  });

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} onKeyDown={enterMovesToNextField} noValidate aria-label="Modifier le profil">
      <Field label="Nom" error={fieldError(form, 'name')}>
        <input required autoComplete="name" {...form.register('name')} />
      </Field>
      <Field label="Email" error={fieldError(form, 'email')}>
        <input type="email" required autoComplete="email" {...form.register('email')} />
      </Field>
      {emailChanged ? (
        <Field label="Mot de passe actuel" error={fieldError(form, 'currentPassword')} hint="Nécessaire pour changer d'email.">
          <input
            type="password"
            required
            autoComplete="current-password"
            {...form.register('currentPassword', { shouldUnregister: true })}
          />
        </Field>
      ) : null}
      <Field label="Téléphone" error={fieldError(form, 'phone')}>
        <input
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          {...form.register('phone', { onChange: (event: { target: HTMLInputElement }) => form.setValue('phone', digitsOnly(event.target.value)) })}
        />
      </Field>
      <FailureText message={formError} />
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
