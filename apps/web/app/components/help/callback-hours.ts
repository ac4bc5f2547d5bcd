/** Where the call-back form is shown: the desktop site or the mobile site. */
export type CallbackSource = 'desktop' | 'mobile';

/** Spec §2/§9: operational hours of call-backs, by source. */
export const CALLBACK_HOURS: Record<CallbackSource, string> = {
  desktop: '9:30 AM - 6:30 PM',
  mobile: '9 AM - 6 PM',
};

/** The same phone test as the challan order's web / m-web source. */
export function callbackSourceOf(userAgent: string): CallbackSource {
  return /Mobi|Android|iPhone/i.test(userAgent) ? 'mobile' : 'desktop';
}

export function callbackHours(source: CallbackSource): string {
  return CALLBACK_HOURS[source];
}
