/** The photo follow-up's id: the client file's button controls it without loading the lazy panel. */
export const PHOTO_FOLLOW_UP_ID = 'suivi-photo';
