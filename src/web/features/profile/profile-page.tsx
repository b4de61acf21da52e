// /profile: the member's profile, loaded first (to edit what is saved), then the form.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/react';
import { usePageMeta } from '../../lib/use-page-meta';
import { useSession } from '../../lib/session/use-session';
import { profileQuery } from './api/profile-api';
import { PhotoManager } from './photos/photo-manager';
import { PromptManager } from './prompts/prompt-manager';
import { emptyValues, valuesOf } from './profile-fields';
import { ProfileForm } from './profile-form';

export function ProfilePage() {
  const { t } = useTranslation();
  usePageMeta('profile');
  const { me } = useSession();
  const saved = useQuery(profileQuery);

  return (
    <main id="main" className="mx-auto max-w-4xl px-6 py-12">
      <h1 id="profile-title" className="mb-6 text-3xl font-bold">
        {t('profile.title')}
      </h1>
      <PhotoManager />
      <PromptManager />
      {saved.isPending ? (
        <p className="min-h-40 text-stone-700 dark:text-stone-300">{t('common.actions.loading')}</p>
      ) : (
        // When the saved profile could not be read, the member can still fill it in from scratch.
        <ProfileForm
          initialValues={saved.isSuccess ? valuesOf(saved.data) : emptyValues(me.user?.displayName ?? '')}
          notice={saved.isError ? t('profile.loadFailed') : undefined}
        />
      )}
    </main>
  );
}
