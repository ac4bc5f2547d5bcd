import type { ReactNode } from 'react';

/**
 * A box that scrolls sideways when its content (usually a wide table) does not fit a phone.
 * Keyboard users must be able to reach and scroll it, so it is focusable (WCAG 2.1.1, axe
 * scrollable-region-focusable) and, being focusable, it is a named region screen readers announce.
 */
export function ScrollRegion({
  label,
  className = '',
  children,
}: {
  /** What the region holds, e.g. the table's caption. */
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className={`overflow-x-auto focus-visible:outline-2 focus-visible:outline-blue-700 ${className}`}
    >
      {children}
    </div>
  );
}
