import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { useT } from '../../lib/i18n';

/** How long a toast stays before it goes by itself (decision 0022). */
export const TOAST_DURATION_MS = 5000;
/** A toast with an action (Undo) stays longer: time to read it and reach the button (decision 0157). */
export const TOAST_ACTION_DURATION_MS = 10000;

type ToastTone = 'info' | 'success' | 'error';
/** One button on the toast, e.g. Undo; pressing it runs `onAction` and closes the toast. */
export interface ToastAction {
  label: string;
  onAction(): void;
}
interface Toast {
  id: number;
  message: string;
  tone: ToastTone;
  action?: ToastAction;
}

interface ToastContextValue {
  showToast(message: string, tone?: ToastTone, action?: ToastAction): void;
}

const ToastContext = createContext<ToastContextValue>({ showToast: () => {} });

const TONE_CLASSES: Record<ToastTone, string> = {
  info: 'bg-slate-900 text-white',
  success: 'bg-emerald-700 text-white',
  error: 'bg-red-700 text-white',
};

let nextToastId = 1;

/**
 * Expected failures and confirmations as toasts (architecture "Errors"). The region is always in
 * the page so screen readers announce messages added to it.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const t = useT();
  const [toasts, setToasts] = useState<Toast[]>([]);
  const dismiss = useCallback((id: number) => {
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);
  const showToast = useCallback(
    (message: string, tone: ToastTone = 'info', action?: ToastAction) => {
      const id = nextToastId++;
      setToasts((current) => [...current, { id, message, tone, action }]);
      window.setTimeout(() => dismiss(id), action ? TOAST_ACTION_DURATION_MS : TOAST_DURATION_MS);
    },
    [dismiss],
  );
  const value = useMemo(() => ({ showToast }), [showToast]);
  return (
    <ToastContext.Provider value={value}>
      {children}
      <div
        role="status"
        aria-live="polite"
        className="pointer-events-none fixed inset-x-0 bottom-4 z-[60] flex flex-col items-center gap-2 px-4"
      >
        {toasts.map((toast) => (
          <div
            key={toast.id}
            className={`pointer-events-auto flex max-w-md items-center gap-3 rounded-lg px-4 py-3 text-sm shadow-lg ${TONE_CLASSES[toast.tone]}`}
          >
            <span>{toast.message}</span>
            {toast.action ? (
              <button
                type="button"
                onClick={() => {
                  dismiss(toast.id);
                  toast.action?.onAction();
                }}
                className="ml-auto rounded bg-white/15 px-2 py-1 font-semibold hover:bg-white/25"
              >
                {toast.action.label}
              </button>
            ) : null}
            <button
              type="button"
              onClick={() => dismiss(toast.id)}
              className={`${toast.action ? '' : 'ml-auto '}rounded px-1 font-semibold underline`}
            >
              {t('Dismiss')}
            </button>
          </div>
        ))}
      </div>
    </ToastContext.Provider>
  );
}

export function useToast(): ToastContextValue {
  return useContext(ToastContext);
}

/**
 * The page's own answer to a form post or a redirect (`?done=…`), rendered with the page so it
 * shows without JavaScript: the success as a status, the refusal as an alert. Toasts are for
 * messages about something that happened elsewhere or in the background.
 */
export function PageMessages({
  notice,
  error,
  compact = false,
  className = 'mt-4',
}: {
  notice?: string | null;
  error?: string | null;
  compact?: boolean;
  className?: string;
}) {
  const box = `${className} rounded-xl ${compact ? 'p-3 text-sm' : 'p-4'}`;
  return (
    <>
      {notice && (
        <p role="status" className={`${box} bg-emerald-50 text-emerald-800`}>
          {notice}
        </p>
      )}
      {error && (
        <p role="alert" className={`${box} bg-red-50 text-red-800`}>
          {error}
        </p>
      )}
    </>
  );
}
