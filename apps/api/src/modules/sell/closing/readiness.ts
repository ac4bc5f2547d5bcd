import { sql, type Database } from '@carsetu/db';
import { queryRows, toNumber } from '../../../lib/sql-rows';
import { documentChecklistOf } from '../documents';
import { TOKEN_AMOUNT_PAISE } from './closing.constants';

type Queryable = Pick<Database, 'execute'>;

export interface PayoutAccount {
  holderName: string;
  accountNumber: string;
  ifsc: string;
}

export interface Readiness {
  bank: boolean;
  documents: boolean;
  loan: boolean;
  account: PayoutAccount | null;
  lender: { name: string; outstandingPaise: number; accountLast4: string | null } | null;
}

/** What must be in place before a sale is confirmed: a payable account, documents, the loan. */
export async function readinessOf(db: Queryable, appointmentRowId: string): Promise<Readiness> {
  const [bank] = await queryRows<{
    holder_name: string;
    account_number: string;
    ifsc: string;
    status: string;
  }>(
    db as Database,
    sql`select holder_name, account_number, ifsc, status from sell_bank_accounts
        where appointment_id = ${appointmentRowId}`,
  );
  const [loan] = await queryRows<{
    has_loan: boolean;
    lender: string | null;
    outstanding_paise: string | number | null;
    account_last4: string | null;
  }>(
    db as Database,
    sql`select has_loan, lender, outstanding_paise, account_last4 from sell_loan_details
        where appointment_id = ${appointmentRowId}`,
  );
  const payable = bank?.status === 'verified' || bank?.status === 'confirmed_mismatch';
  const documents = await documentChecklistOf(db as Database, appointmentRowId);
  return {
    bank: payable,
    documents: documents.complete,
    loan: Boolean(loan),
    account: payable
      ? { holderName: bank.holder_name, accountNumber: bank.account_number, ifsc: bank.ifsc }
      : null,
    lender:
      loan?.has_loan && loan.lender
        ? {
            name: loan.lender,
            outstandingPaise: toNumber(loan.outstanding_paise),
            accountLast4: loan.account_last4,
          }
        : null,
  };
}

export interface Settlement {
  toLenderPaise: number;
  tokenPaise: number;
  deductionsPaise: number;
  balancePaise: number;
  shortfallPaise: number;
}

/**
 * How the price is split: the lender first (up to the price), a token from the rest when the
 * sale is confirmed, and the balance less the pickup deductions after the car is picked up.
 */
export function settle(
  pricePaise: number,
  lenderOutstandingPaise: number,
  deductionsPaise: number,
): Settlement {
  const toLender = Math.min(lenderOutstandingPaise, pricePaise);
  const afterLender = pricePaise - toLender;
  const token = Math.min(TOKEN_AMOUNT_PAISE, afterLender);
  const deductions = Math.min(deductionsPaise, afterLender - token);
  return {
    toLenderPaise: toLender,
    tokenPaise: token,
    deductionsPaise: deductions,
    balancePaise: afterLender - token - deductions,
    shortfallPaise: Math.max(0, lenderOutstandingPaise - pricePaise),
  };
}
