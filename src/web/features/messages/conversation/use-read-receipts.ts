// Tells the server what the member has read (POST .../read): the newest message from the partner,
// once it is on screen (the log is at its end) and the tab is in view, and again whenever a newer
// one arrives in view or the member comes back to the tab.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useRef } from 'react';
import { postRead } from '../api/messages-api';
import { listWithRead } from '../list/list-cache';

export function useReadReceipts(conversationId: number, newestIncoming: number, atEnd: boolean): void {
  const queryClient = useQueryClient();
  /** The newest id already told (or being told). */
  const told = useRef(0);

  const markRead = useEffectEvent(() => {
    if (newestIncoming <= told.current || !atEnd || document.visibilityState !== 'visible') return;
    const before = told.current;
    told.current = newestIncoming;
    postRead(conversationId, newestIncoming).then(
      () => listWithRead(queryClient, conversationId),
      () => {
        // Told again at the next chance (a new message, scrolling, coming back to the tab).
        if (told.current === newestIncoming) told.current = before;
      },
    );
  });

  useEffect(() => markRead(), [newestIncoming, atEnd]);
  useEffect(() => {
    const onVisibility = () => markRead();
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, []);
}
