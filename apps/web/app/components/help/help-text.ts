import { msg } from '../../lib/i18n';

/** Spec §9: the chat button's help text and default offset (px from the bottom and right). */
export const HELP_TEXT = msg('Need Help?');
export const HELP_WIDGET_OFFSET = { bottom: 105, right: 20 } as const;

/** Spec §4: the sent state of the call-back form. */
export const CALLBACK_SENT_TITLE = msg('Thanks, for reaching out to us!');
export const CALLBACK_SENT_TEXT = msg(
  'A representative will call you shortly, please answer your phone',
);
export const MOBILE_NUMBER_PLACEHOLDER = msg('Mobile Number');
export const CALL_ME = msg('CALL ME');
