// The partner's photo, or their initial when they show none; decorative, as their name is
// always printed beside it.
import type { ConversationPartner } from '../../../shared/contracts/messages';

const SIZES = { sm: 'size-10 text-base', md: 'size-14 text-xl' } as const;
const PIXELS = { sm: 40, md: 56 } as const;

export function PartnerAvatar({ partner, size }: { partner: ConversationPartner; size: keyof typeof SIZES }) {
  if (partner.photo) {
    return (
      <img
        src={partner.photo.url}
        alt=""
        width={PIXELS[size]}
        height={PIXELS[size]}
        loading="lazy"
        decoding="async"
        className={`${SIZES[size]} shrink-0 rounded-full bg-stone-200 object-cover dark:bg-stone-800`}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={`${SIZES[size]} flex shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-amber-200 to-rose-200 font-bold text-amber-950 dark:from-amber-900 dark:to-rose-950 dark:text-amber-100`}
    >
      {Array.from(partner.displayName.trim())[0]?.toLocaleUpperCase() ?? ''}
    </span>
  );
}
