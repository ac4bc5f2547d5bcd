import {
  CHALLAN_CONVENIENCE_FEE_PER_CHALLAN_PAISE,
  MAX_CHALLANS_PER_ORDER,
} from '@carsetu/contracts';
import { AppError, HTTP, notFound } from '../../lib/errors';
import { registerProductHandler } from '../commerce';
import { challanView } from './challan-status';
import { findChallan, settledChallanNumbers } from './challans.repository';

/** Challans as a commerce product: productUniqueIdentifier is the challan number. */
registerProductHandler({
  productType: 'challan',
  maxItemsPerOrder: MAX_CHALLANS_PER_ORDER,
  convenienceFeePaise: (items) => items.length * CHALLAN_CONVENIENCE_FEE_PER_CHALLAN_PAISE,
  async resolveItem(tx, { productUniqueIdentifier }) {
    const row = await findChallan(tx, productUniqueIdentifier);
    if (!row) {
      throw notFound(
        `Challan ${productUniqueIdentifier} was not found. Search the vehicle number again.`,
      );
    }
    const settled = await settledChallanNumbers(tx, [row.challanNumber]);
    const challan = challanView(row, settled.has(row.challanNumber));
    if (!challan.isPayable) {
      throw new AppError(
        HTTP.CONFLICT,
        'CHALLAN_NOT_PAYABLE',
        `Challan ${row.challanNumber} cannot be paid here: ${challan.notPayableReason}.`,
      );
    }
    return {
      title: `${challan.offence} (Section ${challan.section})`,
      amountPaise: challan.amountPaise,
      metadata: {
        registrationNumber: row.registrationNumber,
        offence: challan.offence,
        section: challan.section,
        place: challan.place,
        offenceDate: challan.offenceDate,
        stateCode: row.stateCode,
      },
    };
  },
});
