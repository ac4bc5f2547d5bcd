import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useLogin } from '../auth';
import { useT } from '../../lib/i18n';
import { ChatIcon } from '../ui';
import { HelpModal } from './help-modal';
import { HELP_TEXT, HELP_WIDGET_OFFSET } from './help-text';
import { helpWidgetVariant } from './help-visibility';
import {
  REQUEST_CALLBACK_EXPERIMENT,
  helpModalStaysOpen,
  needHelpAction,
} from './need-help-action';
import { whatsappSupportHref } from './whatsapp-support';

const BUTTON_CLASSES =
  'fixed z-40 inline-flex items-center gap-2 rounded-full bg-brand-700 px-4 py-3 font-semibold text-white shadow-lg hover:bg-brand-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-700';
const BUBBLE_CLASSES =
  'fixed z-40 inline-flex h-14 w-14 items-center justify-center rounded-full bg-brand-700 text-white shadow-lg hover:bg-brand-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

interface HelpWidgetProps {
  /**
   * Whether the user's car has been inspected (spec §4). No module exposes an inspection status
   * to the frame yet, so the frame passes nothing and the rule treats the user as not inspected.
   */
  isInspected?: boolean;
  /** The request-callback experiment's answer for this user (frame data); default: on. */
  requestCallbackExperiment?: boolean;
}

/**
 * The floating 'Need Help?' widget (spec §2, §4). It is a WhatsApp link unless the click rule
 * opens the help modal, so it works before (and without) JavaScript.
 */
export function HelpWidget({
  isInspected = false,
  requestCallbackExperiment = REQUEST_CALLBACK_EXPERIMENT.enabled,
}: HelpWidgetProps) {
  const { user } = useLogin();
  const t = useT();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (!helpModalStaysOpen(pathname)) setOpen(false);
  }, [pathname]);

  const variant = helpWidgetVariant(pathname);
  if (!variant) return null;
  const action = needHelpAction({
    isLoggedIn: Boolean(user?.isLoggedIn),
    isInspected,
    requestCallbackExperiment,
  });
  const style = { bottom: HELP_WIDGET_OFFSET.bottom, right: HELP_WIDGET_OFFSET.right };
  const className = variant === 'button' ? BUTTON_CLASSES : BUBBLE_CLASSES;
  const content = (
    <>
      <ChatIcon className="h-6 w-6 shrink-0" />
      <span className={variant === 'bubble' ? 'sr-only' : undefined}>{t(HELP_TEXT)}</span>
    </>
  );

  if (action === 'whatsapp') {
    return (
      <a
        href={whatsappSupportHref()}
        target="_blank"
        rel="noopener noreferrer"
        className={className}
        style={style}
        title={variant === 'bubble' ? t(HELP_TEXT) : undefined}
      >
        {content}
        <span className="sr-only"> {t('(opens WhatsApp)')}</span>
      </a>
    );
  }
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        className={className}
        style={style}
        title={variant === 'bubble' ? t(HELP_TEXT) : undefined}
      >
        {content}
      </button>
      <HelpModal open={open} onClose={() => setOpen(false)} />
    </>
  );
}
