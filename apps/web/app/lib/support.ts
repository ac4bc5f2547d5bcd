/** Help line (spec §9: support phone hours 9 AM to 9 PM). Same number as the maintenance page. */
export const SUPPORT_PHONE = '1800 120 3344';
export const SUPPORT_HOURS = '9 AM to 9 PM';

export function supportPhoneHref(): string {
  return `tel:${SUPPORT_PHONE.replace(/\s/g, '')}`;
}
