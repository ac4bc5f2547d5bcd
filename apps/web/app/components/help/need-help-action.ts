/**
 * The request-callback experiment (spec §4). The frame asks the experiments service for a
 * logged-in user's variant (decision 0127; `on` or `off`); this is the default when there is no
 * answer (a visitor, or the service failing).
 */
export const REQUEST_CALLBACK_EXPERIMENT = { name: 'request-callback', enabled: true } as const;

export type NeedHelpAction = 'help-modal' | 'whatsapp';

export interface NeedHelpContext {
  isLoggedIn: boolean;
  /** The user's car has been inspected: they have their own contact and go to WhatsApp. */
  isInspected: boolean;
  requestCallbackExperiment: boolean;
}

/**
 * Spec §4: a need-help click opens the help modal only if the user is not inspected, the
 * request-callback experiment is on and the user is logged in; otherwise it opens the WhatsApp
 * support link directly.
 */
export function needHelpAction(context: NeedHelpContext): NeedHelpAction {
  return context.isLoggedIn && !context.isInspected && context.requestCallbackExperiment
    ? 'help-modal'
    : 'whatsapp';
}

/** Spec §4: the help modal closes when the route is not '/'. */
export function helpModalStaysOpen(pathname: string): boolean {
  return pathname === '/';
}
