import { sql, type Database } from '@carsetu/db';
import { conflict, forbidden, notFound } from '../../../lib/errors';
import { queryRows, toNumber } from '../../../lib/sql-rows';
import type { SessionUser } from '../../identity';
import { SELL_MESSAGES } from '../sell.constants';

type LoanStatus = 'PENDING' | 'APPROVED' | 'CLOSED';

interface LoanRow {
  has_loan: boolean;
  lender: string | null;
  outstanding_paise: string | number | null;
  account_last4: string | null;
  updated_at: string | Date;
}

async function ownedAppointment(db: Database, token: string, seller: SessionUser) {
  const [row] = await queryRows<{
    id: string;
    user_id: string;
    accepted_price_paise: string | number | null;
  }>(
    db,
    sql`select id, user_id, accepted_price_paise from sell_appointments where token = ${token}`,
  );
  if (!row) throw notFound(SELL_MESSAGES.notFound);
  if (row.user_id !== seller.userId) throw forbidden(SELL_MESSAGES.notOwner);
  return row;
}

const toView = (row: LoanRow | undefined) => ({
  hasLoan: row?.has_loan ?? false,
  lender: row?.lender ?? null,
  outstandingPaise: row?.outstanding_paise == null ? null : toNumber(row.outstanding_paise),
  accountLast4: row?.account_last4 ?? null,
  updatedAt: row ? new Date(row.updated_at).toISOString() : null,
});

async function loanRow(db: Database, appointmentRowId: string) {
  const [row] = await queryRows<LoanRow>(
    db,
    sql`select has_loan, lender, outstanding_paise, account_last4, updated_at
        from sell_loan_details where appointment_id = ${appointmentRowId}`,
  );
  return row;
}

/** loan-details GET: what the seller declared (no loan until they say otherwise). Owner only. */
export async function getLoanDetails(db: Database, token: string, seller: SessionUser) {
  const appointment = await ownedAppointment(db, token, seller);
  return toView(await loanRow(db, appointment.id));
}

/** loan-details POST: declare or correct the loan on the car. Owner only. */
export async function saveLoanDetails(
  db: Database,
  token: string,
  seller: SessionUser,
  body: { hasLoan: boolean; lender?: string; outstandingRupees?: number; accountLast4?: string },
  now: Date,
) {
  const appointment = await ownedAppointment(db, token, seller);
  const outstanding = body.hasLoan ? body.outstandingRupees! * 100 : null;
  await db.execute(sql`
    insert into sell_loan_details (appointment_id, has_loan, lender, outstanding_paise, account_last4, updated_at)
    values (${appointment.id}, ${body.hasLoan}, ${body.hasLoan ? body.lender! : null}, ${outstanding},
            ${body.hasLoan ? (body.accountLast4 ?? null) : null}, ${now})
    on conflict (appointment_id) do update set has_loan = excluded.has_loan, lender = excluded.lender,
      outstanding_paise = excluded.outstanding_paise, account_last4 = excluded.account_last4,
      updated_at = excluded.updated_at`);
  return toView(await loanRow(db, appointment.id));
}

/**
 * payment-approval-process: how the accepted price will be paid out. A loan is paid off to the
 * lender first (up to the price) and the seller gets the rest; a loan larger than the price
 * leaves a shortfall the seller must clear before pickup. loanStatus (default PENDING) is the
 * lender's state: PENDING (foreclosure letter awaited), APPROVED (amount confirmed), CLOSED (paid).
 */
export async function paymentApproval(
  db: Database,
  token: string,
  seller: SessionUser,
  loanStatus: LoanStatus,
) {
  const appointment = await ownedAppointment(db, token, seller);
  if (appointment.accepted_price_paise === null) {
    throw conflict(
      'NOT_ACCEPTED',
      'Accept an offer first; the payment plan follows from the price.',
    );
  }
  const price = toNumber(appointment.accepted_price_paise);
  const loan = toView(await loanRow(db, appointment.id));
  const owed = loan.hasLoan ? (loan.outstandingPaise ?? 0) : 0;
  const toLender = Math.min(owed, price);
  const order = ['PENDING', 'APPROVED', 'CLOSED'];
  const reached = (status: LoanStatus) => order.indexOf(loanStatus) >= order.indexOf(status);
  const steps = loan.hasLoan
    ? [
        { label: 'Loan details received', done: true },
        { label: `Foreclosure amount confirmed by ${loan.lender}`, done: reached('APPROVED') },
        { label: `Loan closed with ${loan.lender}`, done: reached('CLOSED') },
        { label: 'Balance paid to you', done: false },
      ]
    : [
        { label: 'No loan on the car', done: true },
        { label: 'Balance paid to you', done: false },
      ];
  return {
    loanStatus,
    salePricePaise: price,
    toLenderPaise: toLender,
    toSellerPaise: price - toLender,
    shortfallPaise: Math.max(0, owed - price),
    steps,
  };
}
