// /profiles?member=<id> opens that member's full profile over the deck, where Like is: how other
// screens (the landing page's featured cards) send a Premium member to someone they may like.
export const OPEN_MEMBER_PARAM = 'member';
