// A member's full profile, opened from their card without leaving the deck: every photo, large,
// and the fields they show (GET /api/discovery/members/:id; religion and heritage only when they
// chose to show them, docs/decisions/0012-profile.md), with Report and Block. Opened from the
// deck's top card, each prompt and each photo has "Like with a comment", as on the card
// (`onComment`; docs/decisions/0020-discovery.md, "A like with a comment"). Exported for the
// other screens that show a member (matches, country pages); their page needs the `discovery`,
// `profile` and `questionnaire` locale areas, as /profiles loads them (src/shared/pages.ts).
import { useQuery } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import type { MemberProfile } from '../../../../shared/contracts/discovery';
import type { LikeCommentOn } from '../../../../shared/contracts/like-comment';
import { FormNotice } from '../../../components/form/form-notice';
import { useTranslation } from '../../../i18n/react';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { formatNumber, isolate } from '../../../lib/format';
import { useLanguage } from '../../../lib/use-language';
import { memberProfileQuery } from '../api/discovery-api';
import { CompatibilityReasons } from '../card/compatibility-reasons';
import { MemberPhoto } from '../card/member-photo';
import { PhotoCommentButton } from '../card/photo-comment-button';
import { BadgeRow } from '../card/badge-row';
import { ModalDialog } from '../dialog/modal-dialog';
import { distanceText, placeText } from '../member-texts';
import { BlockButton } from '../safety/block-button';
import { ReportButton } from '../safety/report-button';
import { CardPrompts } from '../card/card-prompts';
import { ProfileFacts } from './profile-facts';

export interface MemberProfileDialogProps {
  memberId: string | null;
  open: boolean;
  onClose: () => void;
  /** After a block is stored; the dialog closes itself. */
  onBlocked?: (memberId: string) => void;
  /** After a report is stored; the dialog closes itself. */
  onReported?: (memberId: string) => void;
  /** "Like with a comment" on a prompt or a photo (the deck's top card only); the caller closes the dialog. */
  onComment?: (on: LikeCommentOn) => void;
}

export function MemberProfileDialog({ memberId, open, onClose, onBlocked, onReported, onComment }: MemberProfileDialogProps) {
  const id = useId();
  return (
    <ModalDialog open={open && memberId !== null} onClose={onClose} labelledBy={`${id}-title`} size="wide">
      {memberId !== null && (
        <ProfileContent
          id={id}
          memberId={memberId}
          onClose={onClose}
          onComment={onComment}
          onBlocked={() => {
            onClose();
            onBlocked?.(memberId);
          }}
          onReported={() => {
            onClose();
            onReported?.(memberId);
          }}
        />
      )}
    </ModalDialog>
  );
}

interface ProfileContentProps {
  id: string;
  memberId: string;
  onClose: () => void;
  onBlocked: () => void;
  onReported: () => void;
  onComment: ((on: LikeCommentOn) => void) | undefined;
}

function ProfileContent({ id, memberId, onClose, onBlocked, onReported, onComment }: ProfileContentProps) {
  const { t } = useTranslation();
  const profile = useQuery(memberProfileQuery(memberId));

  const heading = (text: string) => (
    <div className="mb-4 flex items-start justify-between gap-3">
      <h2 id={`${id}-title`} className="text-2xl font-bold">
        {text}
      </h2>
      <button type="button" onClick={onClose} className="btn-ghost -me-2 -mt-1 shrink-0 px-2" aria-label={t('discovery.profile.close')}>
        <X aria-hidden="true" className="size-5" />
      </button>
    </div>
  );

  if (profile.isPending) {
    return (
      <>
        {heading(t('discovery.profile.loadingTitle'))}
        <p className="min-h-40 text-stone-700 dark:text-stone-300">{t('common.actions.loading')}</p>
      </>
    );
  }
  if (profile.isError) {
    const gone = profile.error instanceof ApiError && profile.error.status === 404;
    return (
      <>
        {heading(t('discovery.profile.unavailableTitle'))}
        <FormNotice kind="error">{gone ? t('discovery.profile.notFound') : errorMessage(t, profile.error)}</FormNotice>
        {!gone && (
          <button type="button" className="btn-secondary mt-4" onClick={() => void profile.refetch()}>
            {t('common.actions.retry')}
          </button>
        )}
      </>
    );
  }
  return <LoadedProfile member={profile.data} heading={heading} onBlocked={onBlocked} onReported={onReported} onComment={onComment} />;
}

interface LoadedProfileProps {
  member: MemberProfile;
  heading: (text: string) => ReactNode;
  onBlocked: () => void;
  onReported: () => void;
  onComment: ((on: LikeCommentOn) => void) | undefined;
}

function LoadedProfile({ member, heading, onBlocked, onReported, onComment }: LoadedProfileProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const total = member.photos.length;
  const place = placeText(t, member.city, member.country, language);

  return (
    <>
      {heading(t('discovery.card.nameAge', { name: isolate(member.displayName), age: formatNumber(member.age, language) }))}
      <BadgeRow member={member} className="mb-4" />
      {total === 0 ? (
        <MemberPhoto photo={null} name={member.displayName} className="mb-4 aspect-[4/3] w-full rounded-2xl" />
      ) : (
        <ul aria-label={t('discovery.profile.photos')} className="mb-4 grid gap-3 sm:grid-cols-2">
          {member.photos.map((photo, index) => (
            <li key={photo.largeUrl} className="relative">
              <MemberPhoto
                photo={photo}
                src={photo.largeUrl}
                name={member.displayName}
                eager={index === 0}
                alt={t('discovery.profile.photoAlt', {
                  name: member.displayName,
                  position: formatNumber(index + 1, language),
                  total: formatNumber(total, language),
                })}
                className="h-auto w-full rounded-2xl object-cover"
              />
              {onComment && photo.id && (
                <PhotoCommentButton
                  className="absolute start-3 top-3"
                  label={t('discovery.comment.onPhotoNumber', {
                    name: member.displayName,
                    position: formatNumber(index + 1, language),
                    total: formatNumber(total, language),
                  })}
                  onClick={() => onComment({ photo: photo.id! })}
                />
              )}
            </li>
          ))}
        </ul>
      )}
      <p className="mb-3 text-stone-700 dark:text-stone-300">
        {place}
        {t('discovery.card.placeSeparator')}
        {distanceText(t, member.distance)}
      </p>
      {member.bio && (
        <p dir="auto" className="mb-4 whitespace-pre-line text-stone-800 dark:text-stone-200">
          {member.bio}
        </p>
      )}
      {member.prompts && member.prompts.length > 0 && (
        <div className="mb-4">
          <CardPrompts
            prompts={member.prompts}
            name={member.displayName}
            onComment={onComment && ((prompt) => onComment({ prompt: prompt.key }))}
          />
        </div>
      )}
      <CompatibilityReasons reasons={member.compatibility.reasons} />
      <ProfileFacts member={member} />
      <div className="mt-6 flex flex-wrap justify-end gap-2 border-t border-stone-200 pt-4 dark:border-stone-700">
        <ReportButton member={member} onReported={onReported} className="btn-secondary" />
        <BlockButton member={member} onBlocked={onBlocked} className="btn-secondary" />
      </div>
    </>
  );
}
