import { useEffect, useState } from 'react';
import { Dialog } from '../ui/dialog';
import { CallbackForm } from './callback-form';
import { PhoneIcon, WhatsAppIcon } from '../ui/icons';
import { HELP_TEXT } from './help-text';
import { whatsappSupportHref } from './whatsapp-support';

const OPTION_CLASSES =
  'flex w-full items-center gap-3 rounded-xl border border-slate-300 px-4 py-3 text-left font-semibold text-ink hover:border-brand-700 hover:bg-brand-50';

/** The help modal (spec §2): 'Ask on WhatsApp' or 'Request a call back' (the call-back form). */
export function HelpModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [view, setView] = useState<'options' | 'call-back'>('options');
  // Every opening starts at the two options.
  useEffect(() => {
    if (open) setView('options');
  }, [open]);

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={view === 'options' ? HELP_TEXT : 'Request a call back'}
    >
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
              Ask on WhatsApp
              <span className="sr-only"> (opens WhatsApp)</span>
            </a>
          </li>
          <li>
            <button type="button" onClick={() => setView('call-back')} className={OPTION_CLASSES}>
              <PhoneIcon className="h-6 w-6 text-brand-700" />
              Request a call back
            </button>
          </li>
        </ul>
      ) : (
        <CallbackForm />
      )}
    </Dialog>
  );
}
