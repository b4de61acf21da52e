// The conversation screen as its tests draw it: the route's slots as plain stand-ins (a modal,
// the profile, Block, and the Report of one message, which records what it was asked to report)
// and the server's answers by route, with the ways to reach the log and the composer.
import { screen, within } from '@testing-library/react';
import type { ConversationView, MessagePage } from '../../../../shared/contracts/messages';
import type { DialogProps, MessageReport, RenderProfile, RenderReportMessage, RenderSafetyActions } from '../slots';
import { json, renderLive, stubApi } from '../test-fixtures';
import { ConversationPage } from './conversation-page';

/** A plain modal stand-in: the route hands discovery's real one. */
function TestDialog({ open, labelledBy, children }: DialogProps) {
  return open ? (
    <div role="dialog" aria-modal="true" aria-labelledby={labelledBy}>
      {children}
    </div>
  ) : null;
}
const renderProfile: RenderProfile = (memberId, close) => (
  <div role="dialog" aria-label={`Profile ${memberId}`}>
    <button type="button" onClick={close}>
      Close profile
    </button>
  </div>
);
const renderSafetyActions: RenderSafetyActions = (partner, onEnded, className) => (
  <button type="button" className={className} onClick={onEnded}>
    {`Block ${partner.displayName}`}
  </button>
);

/** What the stand-in Report buttons were tapped for, in order. */
export const reported: MessageReport[] = [];
/** A Report that is stored at once when tapped (the route hands discovery's dialog). */
const renderReportMessage: RenderReportMessage = (report, onEnded, className) => (
  <button
    type="button"
    className={className}
    onClick={() => {
      reported.push(report);
      onEnded();
    }}
  >
    {`Report message ${report.messageId}`}
  </button>
);

export const EMPTY_PAGE: MessagePage = { messages: [], hasOlder: false, partnerDeliveredUpTo: 0, partnerReadUpTo: 0 };

export async function renderConversation(
  conversation: ConversationView | (() => Response),
  routes: Parameters<typeof stubApi>[0] = {},
  {
    connected = true,
    socketSends = false,
  }: {
    connected?: boolean;
    /** Messages go on the open socket, as in the app; off, they go over HTTP (the tests of the POST's answers). */
    socketSends?: boolean;
  } = {},
) {
  reported.length = 0;
  const api = stubApi({
    'GET /api/conversations/7': typeof conversation === 'function' ? conversation : () => json(200, conversation),
    'GET /api/conversations/7/messages': () => json(200, EMPTY_PAGE),
    'POST /api/conversations/7/read': (body) => json(200, { readUpTo: (body as { upTo: number }).upTo }),
    'GET /api/me/badges': () => json(200, { unreadMessages: 0, newLikes: 0 }),
    ...routes,
  });
  await renderLive(
    <ConversationPage
      conversationId={7}
      Dialog={TestDialog}
      renderProfile={renderProfile}
      renderSafetyActions={renderSafetyActions}
      renderReportMessage={renderReportMessage}
    />,
    {
      route: '/messages/7',
      connected,
      socketSends,
    },
  );
  if (typeof conversation !== 'function') await screen.findByRole('log', { name: 'Messages with Awa' });
  return api;
}

export const log = () => screen.getByRole('log', { name: 'Messages with Awa' });
export const field = () => screen.getByRole<HTMLTextAreaElement>('textbox', { name: /Message to .*Awa/ });
export const itemOf = (text: string | RegExp) => within(log()).getByText(text).closest('li')!;
