// The state of the member's own message, under it: waiting to send (written offline), sending,
// sent (stored), delivered (on the partner's device) or read. Icons for the eye, words for screen
// readers and on hover; "Waiting to send" is written out, as it lasts until the network is back.
import { Check, CheckCheck, Clock, CloudOff } from 'lucide-react';
import { useTranslation } from '../../../i18n/react';

export type Delivery = 'waiting' | 'sending' | 'sent' | 'delivered' | 'read';

const ICONS = { waiting: CloudOff, sending: Clock, sent: Check, delivered: CheckCheck, read: CheckCheck } as const;

export function DeliveryMark({ state }: { state: Delivery }) {
  const { t } = useTranslation();
  const Icon = ICONS[state];
  const label = t(`conversations.status.${state}`);
  return (
    <span title={label} className={`inline-flex items-center ${state === 'read' ? 'text-sky-200 dark:text-sky-800' : ''}`}>
      <Icon aria-hidden="true" className="size-3.5" strokeWidth={state === 'read' ? 3 : 2} />
      <span className={state === 'waiting' ? 'ms-1' : 'sr-only'}>{label}</span>
    </span>
  );
}
