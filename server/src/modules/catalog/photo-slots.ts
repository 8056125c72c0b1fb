/** The named views of a lot's photo set, in the order the gallery shows them. */
export const PHOTO_SLOTS = ['front', 'rear', 'left', 'right', 'engine', 'chassis_plate', 'meter', 'tyres', 'cabin', 'rc', 'other'] as const;
export type PhotoSlot = (typeof PHOTO_SLOTS)[number];

export const isPhotoSlot = (v: string): v is PhotoSlot => (PHOTO_SLOTS as readonly string[]).includes(v);

/** A lot holds at most this many photos, across all slots. */
export const MAX_LOT_PHOTOS = 40;

