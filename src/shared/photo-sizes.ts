// The sizes of stored photos (server/images/photo.ts), shared so the galleries lay out to them.
/** a thumbnail's side in pixels */
export const THUMB_PX = 160;
/** the longest side of a stored photo */
export const PHOTO_PX = 1024;
/** the largest upload accepted */
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
