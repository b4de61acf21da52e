// Both members' main photos side by side at the match moment: the member's own first (at the
// start of the line, so on the right in Arabic), the other's beside it; a warm initial for
// either without a photo.
import { useQuery } from '@tanstack/react-query';
import type { MemberCard } from '../../../../shared/contracts/discovery';
import { useTranslation } from '../../../i18n/react';
import { useSession } from '../../../lib/session/use-session';
import { ownMainPhotoQuery } from '../api/discovery-api';
import { MemberPhoto } from '../card/member-photo';

const PHOTO = 'aspect-[4/5] w-32 rounded-2xl border-4 border-white object-cover shadow-lg min-[400px]:w-36 dark:border-stone-900';

export function MatchPhotos({ member }: { member: MemberCard }) {
  const { t } = useTranslation();
  const { me } = useSession();
  const own = useQuery(ownMainPhotoQuery);
  return (
    <div className="flex items-center justify-center">
      <MemberPhoto
        photo={own.data ?? null}
        name={me.user?.displayName ?? ''}
        alt={t('discovery.match.yourPhoto')}
        className={`${PHOTO} ltr:-rotate-3 rtl:rotate-3`}
        eager
      />
      <MemberPhoto photo={member.photo} name={member.displayName} className={`${PHOTO} -ms-3 ltr:rotate-3 rtl:-rotate-3`} eager />
    </div>
  );
}
