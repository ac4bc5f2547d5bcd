/**
 * CarSetu's WhatsApp support number (country code + 10 digits) and opening message. The spec
 * names the link but not the number (docs/decisions/0072-need-help-click.md).
 */
export const WHATSAPP_SUPPORT_NUMBER = '918047363344';
export const WHATSAPP_SUPPORT_MESSAGE = 'Hi CarSetu, I need help.';

export function whatsappSupportHref(): string {
  return `https://wa.me/${WHATSAPP_SUPPORT_NUMBER}?text=${encodeURIComponent(WHATSAPP_SUPPORT_MESSAGE)}`;
}
