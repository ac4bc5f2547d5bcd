import { useEffect, useRef, type ReactNode } from 'react';
import { useT } from '../../lib/i18n';
import { focusableIn, trapTabKey } from './focusable';
import { CloseIcon } from './icons';
import { useDomId } from '../../lib/dom-id';

interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  /**
   * 'center' for a modal box, 'left'/'right' for a full-height drawer (phone menus), 'bottom' for
   * a bottom sheet (phone filters) that a downward swipe on its header also closes, 'full' for a
   * viewer (the car gallery).
   */
  placement?: 'center' | 'left' | 'right' | 'bottom' | 'full';
  children: ReactNode;
  /** Hide the visible title (still the accessible name). */
  hideTitle?: boolean;
}

const PANEL_CLASSES = {
  center: 'm-auto w-[min(32rem,calc(100vw-2rem))] max-h-[calc(100dvh-2rem)] rounded-2xl',
  left: 'mr-auto h-dvh w-[min(22rem,88vw)]',
  right: 'ml-auto h-dvh w-[min(22rem,88vw)]',
  bottom: 'mt-auto w-full max-h-[88dvh] rounded-t-2xl',
  full: 'h-dvh w-screen',
} as const;

/** A downward drag on a bottom sheet's header longer than this (px) closes it. */
export const SWIPE_CLOSE_PX = 60;

/**
 * Modal dialog and drawer (role=dialog, aria-modal): focus moves in on open and back to the opener
 * on close, Tab stays inside, Escape and the backdrop close it, the page behind does not scroll.
 */
export function Dialog({
  open,
  onClose,
  title,
  placement = 'center',
  children,
  hideTitle,
}: DialogProps) {
  const t = useT();
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useDomId();
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  const swipeStart = useRef<number | null>(null);

  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement as HTMLElement | null;
    const panel = panelRef.current;
    if (panel) (focusableIn(panel)[0] ?? panel).focus();
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        onCloseRef.current();
      } else if (panelRef.current) trapTabKey(event, panelRef.current);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.body.style.overflow = previousOverflow;
      opener?.focus();
    };
  }, [open]);

  if (!open) return null;
  return (
    <div className="fixed inset-0 z-50 flex bg-slate-900/50" onClick={onClose}>
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={`flex flex-col overflow-y-auto bg-white shadow-2xl ${PANEL_CLASSES[placement]}`}
        onClick={(event) => event.stopPropagation()}
      >
        <div
          className={`relative flex items-center justify-between gap-4 border-b border-slate-200 px-4 py-3 ${placement === 'bottom' ? 'touch-none pt-5' : ''}`}
          onTouchStart={(event) => {
            if (placement === 'bottom') swipeStart.current = event.touches[0]?.clientY ?? null;
          }}
          onTouchEnd={(event) => {
            const start = swipeStart.current;
            swipeStart.current = null;
            const end = event.changedTouches[0]?.clientY;
            if (start !== null && end !== undefined && end - start > SWIPE_CLOSE_PX) onClose();
          }}
        >
          {placement === 'bottom' && (
            <span
              aria-hidden="true"
              className="absolute left-1/2 top-2 h-1 w-10 -translate-x-1/2 rounded-full bg-slate-300"
            />
          )}
          <h2 id={titleId} className={hideTitle ? 'sr-only' : 'text-lg font-semibold text-ink'}>
            {title}
          </h2>
          <button
            type="button"
            onClick={onClose}
            className="-mr-2 ml-auto rounded-full p-2 text-slate-600 hover:bg-slate-100"
            aria-label={t('Close')}
          >
            <CloseIcon />
          </button>
        </div>
        <div className="flex-1 px-4 py-4">{children}</div>
      </div>
    </div>
  );
}
