// Zod-free: the account pages render these timelines.
import type { TimelineStep } from './booking-next-steps';

type LoanStatusCode = 'PENDING' | 'APPROVED' | 'REJECTED' | 'DISBURSED';
type AppointmentStatusCode = 'scheduled' | 'cancelled' | 'completed';

/** Marks the steps before `currentIndex` done and the one at it current. */
function stepsUpTo(
  steps: Array<Omit<TimelineStep, 'state'>>,
  currentIndex: number,
  lastIsDone = false,
): TimelineStep[] {
  return steps.map((step, index) => ({
    ...step,
    state:
      index < currentIndex || (lastIsDone && index === currentIndex)
        ? 'done'
        : index === currentIndex
          ? 'current'
          : 'upcoming',
  }));
}

/** My Loans (decision 0143): applied → lender's review → decision → money paid to the seller. */
export function loanTimeline(status: LoanStatusCode): TimelineStep[] {
  const decision =
    status === 'REJECTED'
      ? {
          id: 'decision',
          title: 'Not approved',
          detail: 'The lending partner could not approve this loan.',
        }
      : {
          id: 'decision',
          title: 'Approved',
          detail: 'The lending partner confirms the amount, rate and tenure.',
        };
  const steps = [
    { id: 'applied', title: 'Application received', detail: 'With your indicative eligibility.' },
    {
      id: 'review',
      title: 'Credit check by a lending partner',
      detail: 'The partner may call you for documents.',
    },
    decision,
    ...(status === 'REJECTED'
      ? []
      : [
          {
            id: 'disbursed',
            title: 'Loan disbursed',
            detail: 'The partner pays the seller; your EMIs start the next month.',
          },
        ]),
  ];
  switch (status) {
    case 'PENDING':
      return stepsUpTo(steps, 1);
    case 'APPROVED':
      return stepsUpTo(steps, 3);
    case 'REJECTED':
      return stepsUpTo(steps, 2, true);
    case 'DISBURSED':
      return stepsUpTo(steps, 3, true);
  }
}

/** My Appointments (decision 0143): booked → inspection → report and offer. */
export function appointmentTimeline(status: AppointmentStatusCode): TimelineStep[] {
  if (status === 'cancelled') {
    return stepsUpTo(
      [
        { id: 'booked', title: 'Inspection booked', detail: '' },
        { id: 'cancelled', title: 'Cancelled', detail: 'Book again whenever you are ready.' },
      ],
      1,
      true,
    );
  }
  const steps = [
    { id: 'booked', title: 'Inspection booked', detail: '' },
    {
      id: 'inspection',
      title: 'Inspection',
      detail: 'An inspector checks the car at the time and place you chose.',
    },
    {
      id: 'offer',
      title: 'Report and offer',
      detail: 'See the inspection report and the price dealers offer.',
    },
  ];
  return stepsUpTo(steps, status === 'scheduled' ? 1 : 2);
}
