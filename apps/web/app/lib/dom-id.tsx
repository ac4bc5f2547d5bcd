import { createContext, useContext, useId, useState, type ReactNode } from 'react';

/**
 * Ids for `id`/`for`/`aria-*` attributes that are the same in the server's HTML and in the
 * browser. React's `useId` cannot be used in production: the server renders with React and the
 * browser hydrates with Preact (decision 0183), whose ids differ, and Preact keeps the server's
 * attributes while hydrating — so a label, a description or a popup created after hydration
 * would point at an id that is not in the page.
 *
 * Instead every page render numbers its ids in render order, which hydration repeats exactly;
 * elements mounted later keep counting from where the page left off. `vite dev` runs React on
 * both sides (and StrictMode would count twice), so it keeps React's own ids.
 */
const IdCounter = createContext<{ prefix: string; next: number } | null>(null);

/** Starts the numbering for one rendered page: the server per request, the browser once. */
export function DomIdScope({ children }: { children: ReactNode }) {
  const [counter] = useState(() => ({ prefix: 'i', next: 0 }));
  return <IdCounter.Provider value={counter}>{children}</IdCounter.Provider>;
}

/**
 * Numbers the ids below it on their own ('i5-1', 'i5-2', …) under `scopeId`, one id the caller
 * took from the enclosing numbering. For a part of the page the browser hydrates later than the
 * server rendered it (`HydrateLater`): its ids do not depend on what hydrated before it. The
 * server also renders a kept slice on its own under it (decision 0192).
 */
export function DomIdPrefixScope({ scopeId, children }: { scopeId: string; children: ReactNode }) {
  const [counter] = useState(() => ({ prefix: `${scopeId}-`, next: 0 }));
  return <IdCounter.Provider value={counter}>{children}</IdCounter.Provider>;
}

const NUMBERED_IDS = !import.meta.env.DEV;

export function useDomId(): string {
  const counter = useContext(IdCounter);
  const reactId = useId();
  const [numbered] = useState(() =>
    counter ? `${counter.prefix}${(counter.next += 1).toString(36)}` : null,
  );
  return NUMBERED_IDS && numbered ? numbered : reactId;
}
