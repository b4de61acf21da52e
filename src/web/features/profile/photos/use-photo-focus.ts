// Where the focus goes once the server's answer is on screen: the same button on the photo that
// moved, or its place text when that button is gone (a main photo has no "Make main"), or the
// section's heading (after a delete).
import { useEffect, useRef } from 'react';
import { type PhotoAction, photoControlId } from './photo-card';

export type FocusRequest = { photoId: string; control: PhotoAction } | { photoId: null };

/** A ref to set before the answer arrives; the render that shows the answer moves the focus. */
export function usePhotoFocus(headingId: string) {
  const pendingFocus = useRef<FocusRequest | null>(null);
  useEffect(() => {
    const focus = pendingFocus.current;
    if (!focus) return;
    pendingFocus.current = null;
    const target =
      focus.photoId === null
        ? document.getElementById(headingId)
        : (document.getElementById(photoControlId(focus.photoId, focus.control)) ??
          document.getElementById(photoControlId(focus.photoId, 'card')));
    target?.focus();
  });
  return pendingFocus;
}
