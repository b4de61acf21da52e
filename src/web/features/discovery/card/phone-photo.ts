// The sources of a card's photo on a phone, where it is drawn the width of the screen: the card
// rendition (480 px on its longest side) for a screen of one pixel per point, the large one for
// the sharper screens, chosen by the browser from the srcset. The deck fetches the next cards'
// photos with the same sources (deck/preload-images.ts), so it fetches the one the card will draw.
import type { MemberCardPhoto } from '../../../../shared/contracts/discovery';

/** How wide the phone card's photo is drawn: the screen less the page's margins (px-4). */
export const PHONE_PHOTO_SIZES = 'calc(100vw - 2rem)';

export interface PhotoSources {
  src: string;
  srcSet?: string;
  sizes?: string;
}

export function phonePhotoSources(photo: MemberCardPhoto): PhotoSources {
  const { large } = photo;
  if (!large || large.width <= photo.width) return { src: photo.url };
  return { src: photo.url, srcSet: `${photo.url} ${photo.width}w, ${large.url} ${large.width}w`, sizes: PHONE_PHOTO_SIZES };
}
