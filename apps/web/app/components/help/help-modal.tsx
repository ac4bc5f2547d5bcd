import { lazy, Suspense, useEffect, useState } from 'react';
import { msg, useT } from '../../lib/i18n';
import { Dialog } from '../ui';
import { ChatIcon, PhoneIcon, WhatsAppIcon } from '../ui';
import { HELP_TEXT } from './help-text';
import { whatsappSupportHref } from './whatsapp-support';
import { openGlobalChat } from './chat-launcher';

// The fallback chat loads only when someone opens it (it stays out of the first-load JavaScript).
const FallbackChat = lazy(() => import('./fallback-chat'));
// So does the call-back form (its form state, hours and API calls), on 'Request a call back'.
const CallbackForm = lazy(() =>
  import('./callback-form').then((module) => ({ default: module.CallbackForm })),
);

const OPTION_CLASSES =
  'flex w-full items-center gap-3 rounded-xl border border-slate-300 px-4 py-3 text-left font-semibold text-ink hover:border-brand-700 hover:bg-brand-50';

const TITLES = {
  options: HELP_TEXT,
  'call-back': msg('Request a call back'),
  chat: msg('Chat with us'),
};

/**
 * The help modal (spec §2): 'Ask on WhatsApp', 'Request a call back' (the call-back form) or
 * chat (the page's chat bot when present, else the fallback chat).
 */
export function HelpModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT();
  const [view, setView] = useState<'options' | 'call-back' | 'chat'>('options');
  // Every opening starts at the two options.
  useEffect(() => {
    if (open) setView('options');
  }, [open]);

  return (
    <Dialog open={open} onClose={onClose} title={t(TITLES[view])}>
      {view === 'options' ? (
        <ul className="space-y-3">
          <li>
            <a
              href={whatsappSupportHref()}
              target="_blank"
              rel="noopener noreferrer"
              className={OPTION_CLASSES}
            >
              <WhatsAppIcon className="h-6 w-6 text-green-700" />
              {t('Ask on WhatsApp')}
              <span className="sr-only"> {t('(opens WhatsApp)')}</span>
            </a>
          </li>
          <li>
            <button type="button" onClick={() => setView('call-back')} className={OPTION_CLASSES}>
              <PhoneIcon className="h-6 w-6 text-brand-700" />
              {t('Request a call back')}
            </button>
          </li>
          <li>
            <button
              type="button"
              onClick={() => {
                if (openGlobalChat(window)) onClose();
                else setView('chat');
              }}
              className={OPTION_CLASSES}
            >
              <ChatIcon className="h-6 w-6 text-blue-700" />
              {t('Chat with us')}
            </button>
          </li>
        </ul>
      ) : view === 'chat' ? (
        <Suspense fallback={<p role="status">{t('Opening chat…')}</p>}>
          <FallbackChat onCallBack={() => setView('call-back')} />
        </Suspense>
      ) : (
        <Suspense fallback={<p role="status">Loading…</p>}>
          <CallbackForm />
        </Suspense>
      )}
    </Dialog>
  );
}
