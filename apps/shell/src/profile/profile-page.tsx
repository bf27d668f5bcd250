import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { userQueries, useUpdateUser } from '@meche/api-client';
import { useAuth } from '@meche/runtime';
import type { FieldErrors, SessionUser, UserProfileInput } from '@meche/contracts';
import { describeFailure, QueryState } from '@meche/front-kit';
import { PROFILE_FAILURE } from './profile-messages';
import { ProfileForm } from './profile-form';
import { ProfileView } from './profile-view';
import styles from './profile-page.module.css';

/** /dashboard/user-profile: only ever the signed-in practitioner's own profile. */
export function ProfilePage() {
  const { user } = useAuth();
  // RequireRole guards the dashboard: there is a user here.
  return user ? <Profile user={user} /> : null;
}

function Profile({ user }: { user: SessionUser }) {
  const { setUser } = useAuth();
  const profile = useQuery(userQueries.detail(user.userId));
  const update = useUpdateUser(user.userId);
  const [editing, setEditing] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);

  const closeForm = () => {
    setEditing(false);
    setFormError(null);
  };

  const save = async (values: UserProfileInput): Promise<FieldErrors | null> => {
    setFormError(null);
    try {
      const saved = await update.mutateAsync(values);
      // The welcome card and the session show the new name at once.
      setUser({ ...user, name: saved.name, username: saved.email, phone: saved.phone });
      closeForm();
      return null;
    } catch (error) {
      const failure = describeFailure(error, PROFILE_FAILURE);
      setFormError(failure.fields ? null : failure.message);
      return failure.fields;
    }
  };

  return (
    <section className={`meche-card ${styles.card}`} aria-labelledby="profile-title">
      <h1 id="profile-title" className={styles.title}>
        Mon profil
      </h1>
      {profile.data === undefined ? (
        <QueryState query={profile} loading="Chargement…" />
      ) : editing ? (
        <ProfileForm
          profile={profile.data}
          saving={update.isPending}
          formError={formError}
          onSave={save}
          onCancel={closeForm}
        />
      ) : (
        <ProfileView profile={profile.data} onEdit={() => setEditing(true)} />
      )}
    </section>
  );
}
