// The state of the member's own message, under it: sending, sent (stored), delivered (on the
// partner's device) or read. Icons for the eye, words for screen readers and on hover.
import { Check, CheckCheck, Clock } from 'lucide-react';
import { useTranslation } from '../../../i18n/react';

export type Delivery = 'sending' | 'sent' | 'delivered' | 'read';

const ICONS = { sending: Clock, sent: Check, delivered: CheckCheck, read: CheckCheck } as const;

export function DeliveryMark({ state }: { state: Delivery }) {
  const { t } = useTranslation();
  const Icon = ICONS[state];
  const label = t(`conversations.status.${state}`);
  return (
    <span title={label} className={`inline-flex items-center ${state === 'read' ? 'text-sky-200 dark:text-sky-800' : ''}`}>
      <Icon aria-hidden="true" className="size-3.5" strokeWidth={state === 'read' ? 3 : 2} />
      <span className="sr-only">{label}</span>
    </span>
  );
}
