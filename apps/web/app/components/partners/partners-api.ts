/** The web route that sends a buyer on to the music partner with their voucher. */
export const MUSIC_OFFER_PATH = '/partner/music';
