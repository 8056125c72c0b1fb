import { PHOTO_SLOTS, type PhotoSlot } from '@vahanhaat/contract/http/vocabulary';

/** The named views of a lot's photo set, in the order the gallery shows them (the contract's list). */
export { PHOTO_SLOTS, type PhotoSlot };

export const isPhotoSlot = (v: string): v is PhotoSlot => (PHOTO_SLOTS as readonly string[]).includes(v);

/** A lot holds at most this many photos, across all slots. */
export const MAX_LOT_PHOTOS = 40;
