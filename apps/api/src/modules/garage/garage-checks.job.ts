import { formatMoney, paise } from '@carsetu/contracts';
import {
  CHALLAN_STATUS_LABELS,
  DOCUMENT_EXPIRY_WARNING_DAYS,
  challanPayPath,
  expiryStatus,
  formatCalendarDate,
  serviceStatus,
} from '@carsetu/contracts';
import type { FastifyInstance } from 'fastify';
import { createSmsProvider, type SmsProvider } from '../../providers/sms';
import { istDate } from '../../lib/slot-days';
import { lookupChallans, lookupVehicleValidity } from '../challans';
import {
  claimNotice,
  claimVehiclesToCheck,
  markChallansSeen,
  newChallanNumbers,
  releaseNotice,
  type GarageVehicleRow,
} from './garage.repository';
import { nextServiceDue } from './garage.service';

/** How often the job wakes; each vehicle is still checked at most once per IST day. */
export const GARAGE_CHECK_INTERVAL_MS = 60 * 60 * 1000;
/** Vehicles checked per run (each is a registry call); the rest wait for the next run. */
export const GARAGE_CHECKS_PER_RUN = 200;

export interface GarageNotice {
  key: string;
  text: string;
}

export interface GarageCheckSummary {
  checked: number;
  newChallans: number;
  smsSent: number;
}

const label = (row: GarageVehicleRow) =>
  row.nickname ? `${row.nickname} (${row.registrationNumber})` : row.registrationNumber;

function documentNotice(
  kind: 'insurance' | 'puc',
  row: GarageVehicleRow,
  validUpto: string | null,
  today: string,
): GarageNotice | null {
  const status = expiryStatus(validUpto, today);
  if (validUpto === null || (status !== 'expiring' && status !== 'expired')) return null;
  const what = kind === 'insurance' ? 'Insurance' : 'PUC certificate';
  const text =
    status === 'expired'
      ? `CarSetu: ${what} for ${label(row)} expired on ${formatCalendarDate(validUpto)}. Renew it to drive legally.`
      : `CarSetu: ${what} for ${label(row)} expires on ${formatCalendarDate(validUpto)} (within ${DOCUMENT_EXPIRY_WARNING_DAYS} days). Renew it in time.`;
  return { key: `${kind}-${status}:${row.registrationNumber}:${validUpto}`, text };
}

/**
 * Checks one claimed vehicle: refreshes its challans (recording the ones not seen before) and
 * lists the notices it deserves today. Notices are returned whether or not the owner opted in;
 * the caller sends only for opted-in vehicles.
 */
async function checkVehicle(app: FastifyInstance, row: GarageVehicleRow, now: Date) {
  const today = istDate(now);
  const challans = await lookupChallans(app.db, row.registrationNumber, now);
  const fresh = new Set(
    await markChallansSeen(
      app.db,
      row.id,
      challans.challanDetails.map((challan) => challan.challanNumber),
      'check',
      now,
    ),
  );
  // Every challan a check found (this one or an earlier one whose SMS could not be sent) and
  // still unpaid deserves a notice; the notice key keeps it to one SMS.
  const foundByChecks = await newChallanNumbers(app.db, [row.id]);
  const notices: GarageNotice[] = [];
  for (const challan of challans.challanDetails) {
    if (!foundByChecks.has(`${row.id}:${challan.challanNumber}`) || challan.status === 'paid') {
      continue;
    }
    notices.push({
      key: `challan:${row.registrationNumber}:${challan.challanNumber}`,
      text:
        `CarSetu: new traffic challan on ${label(row)}: ${challan.offence}, ` +
        `${formatMoney(paise(challan.amountPaise))} (${CHALLAN_STATUS_LABELS[challan.status]}). ` +
        `See it at ${challanPayPath(row.registrationNumber)}`,
    });
  }
  const validity = await lookupVehicleValidity(row.registrationNumber, now);
  for (const notice of [
    documentNotice('insurance', row, validity.insuranceUpto, today),
    documentNotice('puc', row, validity.pucUpto, today),
  ]) {
    if (notice) notices.push(notice);
  }
  const dueOn = nextServiceDue(row);
  const service = serviceStatus(dueOn, today);
  if (service !== 'ok') {
    notices.push({
      key: `service:${row.registrationNumber}:${dueOn}`,
      text:
        service === 'overdue'
          ? `CarSetu: service for ${label(row)} was due on ${formatCalendarDate(dueOn)}. Book a service soon.`
          : `CarSetu: service for ${label(row)} is due on ${formatCalendarDate(dueOn)}.`,
    });
  }
  return { newChallans: fresh.size, notices };
}

/**
 * The garage-checks job, once: every saved vehicle not yet checked today (IST) is claimed (a
 * conditional update, so several processes share the work), its challans are refreshed, and an
 * opted-in owner gets ONE SMS per new finding. A notice key is taken before sending and is
 * unique per user, so the same notice never goes out twice; a failed send gives the key back.
 */
export async function runGarageChecks(
  app: FastifyInstance,
  now: Date = app.config.now(),
  sms: SmsProvider = createSmsProvider(app.config, app.db),
): Promise<GarageCheckSummary> {
  const summary: GarageCheckSummary = { checked: 0, newChallans: 0, smsSent: 0 };
  const claimed = await claimVehiclesToCheck(app.db, istDate(now), now, GARAGE_CHECKS_PER_RUN);
  for (const row of claimed) {
    const result = await checkVehicle(app, row, now);
    summary.checked += 1;
    summary.newChallans += result.newChallans;
    if (!row.smsReminders || !row.phone) continue;
    for (const notice of result.notices) {
      const taken = await claimNotice(app.db, {
        userId: row.userId,
        registrationNumber: row.registrationNumber,
        noticeKey: notice.key,
        body: notice.text,
        sentAt: now,
      });
      if (!taken) continue;
      try {
        await sms.sendNotice({ to: row.phone, text: notice.text });
        summary.smsSent += 1;
      } catch (error) {
        await releaseNotice(app.db, row.userId, notice.key);
        app.log.error({ err: error, job: 'garage-checks' }, 'garage notice SMS not delivered');
      }
    }
  }
  return summary;
}

export const garageChecksJob = {
  name: 'garage-checks',
  intervalMs: GARAGE_CHECK_INTERVAL_MS,
  run: async (app: FastifyInstance) => {
    await runGarageChecks(app);
  },
};
