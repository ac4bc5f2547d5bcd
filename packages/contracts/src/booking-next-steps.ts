// Zod-free: the timeline renders in the browser.

/** The relationship manager's first call after a paid token (decision 0142). */
export const RM_CALL_WITHIN_WORKING_HOURS = 4;

export const BOOKING_NEXT_STEP_IDS = [
  'token',
  'rm-call',
  'test-drive-delivery',
  'documents',
  'balance-payment',
] as const;
export type BookingNextStepId = (typeof BOOKING_NEXT_STEP_IDS)[number];

export const BOOKING_STEP_STATES = ['done', 'current', 'upcoming'] as const;
export type BookingStepState = (typeof BOOKING_STEP_STATES)[number];

export interface TimelineStep {
  id: string;
  title: string;
  detail: string;
  state: BookingStepState;
}

const STEPS: Record<BookingNextStepId, { title: string; detail: string }> = {
  token: {
    title: 'Token paid',
    detail: 'The car is held for you. The token is refundable if you cancel.',
  },
  'rm-call': {
    title: 'Call from your relationship manager',
    detail: `Your relationship manager calls you within ${RM_CALL_WITHIN_WORKING_HOURS} working hours to plan the next steps.`,
  },
  'test-drive-delivery': {
    title: 'Test drive and delivery',
    detail: 'Drive the car at home or at the hub, then choose when to take delivery.',
  },
  documents: {
    title: 'Documents',
    detail: 'We check your KYC and prepare the RC transfer and insurance papers for signing.',
  },
  'balance-payment': {
    title: 'Balance payment',
    detail: 'Pay the rest of the price; the token counts towards it.',
  },
};

/**
 * "What happens next" after the token payment (decision 0142). Only a reserved car has next
 * steps. The relationship manager's call is current until a test drive for this car is booked.
 */
export function bookingNextSteps(
  purchaseStatus: string,
  progress: { testDriveScheduled: boolean } = { testDriveScheduled: false },
): Array<TimelineStep & { id: BookingNextStepId }> {
  if (purchaseStatus !== 'reserved') return [];
  const current: BookingNextStepId = progress.testDriveScheduled
    ? 'test-drive-delivery'
    : 'rm-call';
  const currentIndex = BOOKING_NEXT_STEP_IDS.indexOf(current);
  return BOOKING_NEXT_STEP_IDS.map((id, index) => ({
    id,
    ...STEPS[id],
    state: index < currentIndex ? 'done' : index === currentIndex ? 'current' : 'upcoming',
  }));
}
