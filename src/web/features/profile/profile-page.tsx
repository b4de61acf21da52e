// /profile: the member's profile, loaded first (to edit what is saved), then the form.
import { useEffect, useState } from 'react';
import type { Profile } from '../../../shared/contracts/profile';
import { useTranslation } from '../../i18n/react';
import { usePageMeta } from '../../lib/use-page-meta';
import { refreshSession, useSession } from '../../lib/session/use-session';
import { getProfile, saveProfile } from './api/profile-api';
import { PhotoManager } from './photos/photo-manager';
import { emptyValues, type ProfileValues, valuesOf } from './profile-fields';
import { ProfileForm } from './profile-form';

type Prefill = { kind: 'loading' } | { kind: 'ready'; values: ProfileValues } | { kind: 'failed' };

async function submit(profile: Profile) {
  const stored = await saveProfile(profile);
  // The header shows the display name: ask the server for it again.
  void refreshSession();
  return stored;
}

export function ProfilePage() {
  const { t } = useTranslation();
  usePageMeta('profile');
  const { me } = useSession();
  const [prefill, setPrefill] = useState<Prefill>({ kind: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    getProfile(controller.signal).then(
      (response) => setPrefill({ kind: 'ready', values: valuesOf(response) }),
      () => {
        // Unmounted: nothing to show. Otherwise the member can still fill it in from scratch.
        if (!controller.signal.aborted) setPrefill({ kind: 'failed' });
      },
    );
    return () => controller.abort();
  }, []);

  return (
    <main id="main" className="mx-auto max-w-4xl px-6 py-12">
      <h1 id="profile-title" className="mb-6 text-3xl font-bold">
        {t('profile.title')}
      </h1>
      <PhotoManager />
      {prefill.kind === 'loading' ? (
        <p className="min-h-40 text-stone-700 dark:text-stone-300">{t('common.actions.loading')}</p>
      ) : (
        <ProfileForm
          initialValues={prefill.kind === 'ready' ? prefill.values : emptyValues(me.user?.displayName ?? '')}
          notice={prefill.kind === 'failed' ? t('profile.loadFailed') : undefined}
          onSubmit={submit}
        />
      )}
    </main>
  );
}

export default ProfilePage;
