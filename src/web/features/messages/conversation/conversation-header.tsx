// The top of a conversation: back to the list, the partner's photo (which opens their profile)
// and name as the page's heading, and the conversation's options.
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { ConversationPartner } from '../../../../shared/contracts/messages';
import { paths } from '../../../../shared/paths';
import { useTranslation } from '../../../i18n/react';
import { PartnerAvatar } from '../partner-avatar';

interface ConversationHeaderProps {
  partner: ConversationPartner;
  onOpenProfile: () => void;
  options: ReactNode;
}

export function ConversationHeader({ partner, onOpenProfile, options }: ConversationHeaderProps) {
  const { t } = useTranslation();
  return (
    <header className="flex items-center gap-1 border-b border-stone-200 px-2 py-2 sm:gap-2 sm:px-3 dark:border-stone-800">
      <Link
        to={paths.messages}
        aria-label={t('conversations.conversation.back')}
        className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-stone-700 hover:bg-stone-100 dark:text-stone-200 dark:hover:bg-stone-800"
      >
        <ArrowLeft aria-hidden="true" className="size-5 rtl:-scale-x-100" />
      </Link>
      <button
        type="button"
        aria-label={t('conversations.conversation.viewProfile', { name: partner.displayName })}
        onClick={onOpenProfile}
        className="shrink-0 rounded-full p-0.5 hover:opacity-90"
      >
        <PartnerAvatar partner={partner} size="sm" />
      </button>
      {/* bdi: a name keeps its own direction, the heading keeps the page's. */}
      <h1 className="min-w-0 flex-1 truncate px-1 text-lg font-semibold">
        <bdi>{partner.displayName}</bdi>
      </h1>
      {options}
    </header>
  );
}
