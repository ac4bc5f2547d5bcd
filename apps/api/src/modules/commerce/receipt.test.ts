import { CARSETU_GSTIN, formatMoney, paise, type PriceBreakup } from '@carsetu/contracts';
import { eq, schema } from '@carsetu/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, type LoggedInUser } from '../../test/login';
import { pdfText } from '../../test/pdf-text';
import { createTestApp, type TestApp } from '../../test/test-app';
import { ORDER_API, placePaidChallanOrder } from './test-support';

describe('the receipt PDF of a paid challan order', () => {
  let t: TestApp;
  let owner: LoggedInUser;
  let orderNumber: string;
  let breakup: PriceBreakup;
  let challanNumbers: string[];
  beforeAll(async () => {
    t = await createTestApp();
    owner = await loginAs(t.app);
    const paid = await placePaidChallanOrder(t.app, owner, [
      { finePaise: 1_000_00 },
      { finePaise: 2_500_00, registrationNumber: 'KA01MJ8821' },
    ]);
    challanNumbers = paid.challans.map((challan) => challan.challanNumber);
    orderNumber = paid.order.orderNumber;
    breakup = paid.order.priceBreakup;
  });
  afterAll(() => t.close());

  const receipt = (query = '') =>
    t.app.inject({ url: `${ORDER_API}/${orderNumber}/receipt${query}`, headers: owner.headers });

  it('prints ₹ amounts with an embedded font that has the glyph, never "Rs."', async () => {
    const response = await receipt();
    expect(response.statusCode).toBe(200);
    const { text, fonts } = pdfText(response.rawPayload);
    expect(fonts.some((font) => font.endsWith('+DejaVuSans'))).toBe(true);
    expect(text).toContain('₹ 1,000');
    expect(text).not.toContain('Rs.');
  });

  it('itemises each challan, the fee, the GST on it and the total, and cites the transaction', async () => {
    const [payment] = await t.app.db
      .select({ id: schema.payments.gatewayPaymentId })
      .from(schema.payments)
      .innerJoin(schema.orders, eq(schema.orders.id, schema.payments.orderId))
      .where(eq(schema.orders.orderNumber, orderNumber));
    const { text } = pdfText((await receipt()).rawPayload);
    const flat = text.replace(/\s+/g, ' ');
    expect(flat).toContain(`Order number: ${orderNumber}`);
    expect(flat).toContain(`Transaction reference: ${payment!.id}`);
    for (const challan of challanNumbers) expect(flat).toContain(challan);
    expect(flat).toContain('(KA01MJ8821)');
    expect(flat).toContain('₹ 2,500');
    expect(flat).toContain('Challan amounts ₹ 3,500');
    const money = (amountPaise: number) => formatMoney(paise(amountPaise));
    expect(flat).toContain(`Convenience fee ${money(breakup.convenienceFeePaise)}`);
    expect(flat).toContain(`GST (18% on the convenience fee) ${money(breakup.gstPaise)}`);
    expect(flat).toContain(`Total paid ${money(breakup.totalPaise)}`);
    expect(flat).toMatch(/Paid on: \d{1,2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d{2} [ap]m/);
  });

  it('shows CarSetu’s GSTIN always and the buyer’s only when given', async () => {
    const without = pdfText((await receipt()).rawPayload).text;
    expect(without).toContain(`CarSetu GSTIN: ${CARSETU_GSTIN}`);
    expect(without).not.toContain('Customer GSTIN');
    const blank = pdfText((await receipt('?gstin=')).rawPayload).text;
    expect(blank).not.toContain('Customer GSTIN');
    const withGstin = await receipt('?gstin=27aapfu0939f1zv');
    expect(withGstin.statusCode).toBe(200);
    expect(pdfText(withGstin.rawPayload).text).toContain('Customer GSTIN: 27AAPFU0939F1ZV');
  });

  it('refuses a malformed buyer GSTIN with a clear message', async () => {
    const response = await receipt('?gstin=27AAPFU0939F1ZA');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toContain(
      'Enter a valid 15-character GSTIN, like 27AAPFU0939F1ZV',
    );
  });
});
