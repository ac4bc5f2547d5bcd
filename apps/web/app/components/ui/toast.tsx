import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

/** How long a toast stays before it goes by itself (decision 0022). */
export const TOAST_DURATION_MS = 5000;

type ToastTone = 'info' | 'success' | 'error';
interface Toast {
  id: number;
  message: string;
  tone: ToastTone;
}

interface ToastContextValue {
  showToast(message: string, tone?: ToastTone): void;
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
  const [toasts, setToasts] = useState<Toast[]>([]);
  const dismiss = useCallback((id: number) => {
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);
  const showToast = useCallback(
    (message: string, tone: ToastTone = 'info') => {
      const id = nextToastId++;
      setToasts((current) => [...current, { id, message, tone }]);
      window.setTimeout(() => dismiss(id), TOAST_DURATION_MS);
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
            <button
              type="button"
              onClick={() => dismiss(toast.id)}
              className="ml-auto rounded px-1 font-semibold underline"
            >
              Dismiss
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
