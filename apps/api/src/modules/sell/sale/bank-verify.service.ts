import { BANK_VERIFY_MESSAGES, indiaDatePlusDays } from '@carsetu/contracts';
import { sql, type Database } from '@carsetu/db';
import { AppError, HTTP, badRequest, conflict, forbidden, notFound } from '../../../lib/errors';
import { queryRows } from '../../../lib/sql-rows';
import {
  BankVerificationUnavailableError,
  type BankVerificationProvider,
} from '../../../providers/bank-verification';
import type { SessionUser } from '../../identity';
import { SELL_MESSAGES } from '../sell.constants';

/** Each penny drop costs money: at most this many per appointment per India day. */
export const BANK_VERIFY_ATTEMPTS_PER_DAY = 5;
const HONORIFICS = new Set(['MR', 'MRS', 'MS', 'MISS', 'DR', 'SHRI', 'SMT', 'KUM']);

/** Names match when the same words remain after dropping titles and punctuation, in any order. */
export function namesMatch(typed: string, registered: string): boolean {
  const words = (name: string) =>
    name
      .toUpperCase()
      .replace(/[^A-Z ]/g, ' ')
      .split(/\s+/)
      .filter((word) => word && !HONORIFICS.has(word))
      .sort()
      .join(' ');
  return words(typed) === words(registered);
}

interface AccountRow {
  holder_name: string;
  account_number: string;
  ifsc: string;
  registered_name: string | null;
  status: 'verified' | 'name_mismatch' | 'confirmed_mismatch' | 'invalid';
  attempts: number;
  attempts_day: string | Date;
}

const view = (row: AccountRow | undefined) => ({
  status: row?.status ?? ('not_added' as const),
  holderName: row?.holder_name ?? null,
  registeredName: row?.registered_name ?? null,
  accountLast4: row ? row.account_number.slice(-4) : null,
  ifsc: row?.ifsc ?? null,
  payable: row?.status === 'verified' || row?.status === 'confirmed_mismatch',
});

async function acceptedSale(db: Database, token: string, seller: SessionUser) {
  const [row] = await queryRows<{ id: string; user_id: string; accepted_at: string | null }>(
    db,
    sql`select id, user_id, accepted_at from sell_appointments where token = ${token}`,
  );
  if (!row) throw notFound(SELL_MESSAGES.notFound);
  if (row.user_id !== seller.userId) throw forbidden(SELL_MESSAGES.notOwner);
  if (!row.accepted_at) throw conflict('NOT_ACCEPTED', BANK_VERIFY_MESSAGES.notAccepted);
  return row;
}

async function accountOf(db: Database, appointmentRowId: string) {
  const [row] = await queryRows<AccountRow>(
    db,
    sql`select * from sell_bank_accounts where appointment_id = ${appointmentRowId}`,
  );
  return row;
}

export async function getBankAccount(db: Database, token: string, seller: SessionUser) {
  const sale = await acceptedSale(db, token, seller);
  return view(await accountOf(db, sale.id));
}

/**
 * Verifies the payout account by penny drop. A name the bank spells differently is not refused:
 * the seller sees the bank's name and confirms (mismatch-confirm) or uses another account.
 */
export async function verifyBankAccount(
  db: Database,
  provider: BankVerificationProvider,
  token: string,
  seller: SessionUser,
  input: { accountHolderName: string; accountNumber: string; ifsc: string },
  now: Date,
) {
  const sale = await acceptedSale(db, token, seller);
  const existing = await accountOf(db, sale.id);
  const today = indiaDatePlusDays(now, 0);
  const usedToday =
    existing && new Date(existing.attempts_day).toISOString().slice(0, 10) === today
      ? existing.attempts
      : 0;
  if (usedToday >= BANK_VERIFY_ATTEMPTS_PER_DAY) {
    throw new AppError(HTTP.TOO_MANY_REQUESTS, 'TOO_MANY_ATTEMPTS', BANK_VERIFY_MESSAGES.tooMany);
  }
  let result;
  try {
    result = await provider.verify({
      accountNumber: input.accountNumber,
      ifsc: input.ifsc,
      holderName: input.accountHolderName,
    });
  } catch (error) {
    if (error instanceof BankVerificationUnavailableError) {
      throw new AppError(
        HTTP.SERVICE_UNAVAILABLE,
        'BANK_VERIFICATION_UNAVAILABLE',
        'Bank verification is not answering. Please try again in a few minutes.',
      );
    }
    throw error;
  }
  const status =
    result.status === 'invalid'
      ? 'invalid'
      : namesMatch(input.accountHolderName, result.registeredName)
        ? 'verified'
        : 'name_mismatch';
  await db.execute(sql`
    insert into sell_bank_accounts (appointment_id, holder_name, account_number, ifsc, registered_name,
      status, reference, attempts, attempts_day, updated_at)
    values (${sale.id}, ${input.accountHolderName}, ${input.accountNumber}, ${input.ifsc},
      ${result.status === 'valid' ? result.registeredName : null}, ${status}, ${result.reference}, 1, ${today}, ${now})
    on conflict (appointment_id) do update set holder_name = excluded.holder_name,
      account_number = excluded.account_number, ifsc = excluded.ifsc,
      registered_name = excluded.registered_name, status = excluded.status,
      reference = excluded.reference, updated_at = excluded.updated_at,
      attempts = ${usedToday + 1}, attempts_day = excluded.attempts_day`);
  if (status === 'invalid')
    throw badRequest(BANK_VERIFY_MESSAGES.invalid, { accountNumber: BANK_VERIFY_MESSAGES.invalid });
  return view(await accountOf(db, sale.id));
}

/** bank-verify/mismatch-confirm: the seller confirms an account the bank names differently. */
export async function confirmNameMismatch(
  db: Database,
  token: string,
  seller: SessionUser,
  now: Date,
) {
  const sale = await acceptedSale(db, token, seller);
  const rows = await queryRows<{ status: string }>(
    db,
    sql`update sell_bank_accounts set status = 'confirmed_mismatch', updated_at = ${now}
        where appointment_id = ${sale.id} and status = 'name_mismatch' returning status`,
  );
  if (rows.length === 0)
    throw conflict('NOTHING_TO_CONFIRM', BANK_VERIFY_MESSAGES.nothingToConfirm);
  return view(await accountOf(db, sale.id));
}
