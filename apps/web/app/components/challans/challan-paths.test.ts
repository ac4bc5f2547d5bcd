import { describe, expect, it } from 'vitest';
import { challanPaths } from './challan-paths';

describe('challanPaths (decision 0040)', () => {
  it('builds the lookup page with an optional number and payment outcome', () => {
    expect(challanPaths.lookup()).toBe('/traffic-challan/');
    expect(challanPaths.lookup('DL3CAB1234')).toBe('/traffic-challan/?regNo=DL3CAB1234');
    expect(challanPaths.lookup('DL3CAB1234', 'failed')).toBe(
      '/traffic-challan/?regNo=DL3CAB1234&payment=failed',
    );
    expect(challanPaths.lookup(undefined, 'cancelled')).toBe('/traffic-challan/?payment=cancelled');
  });

  it('encodes what a user typed into the number', () => {
    expect(challanPaths.lookup('DL 3C&x')).toBe('/traffic-challan/?regNo=DL+3C%26x');
  });

  it('builds state and city pages with trailing slashes', () => {
    expect(challanPaths.state('delhi')).toBe('/traffic-challan/delhi/');
    expect(challanPaths.city('maharashtra', 'pune')).toBe('/traffic-challan/maharashtra/pune/');
  });

  it('builds order pages, the success landing and the receipt with an encoded order number', () => {
    expect(challanPaths.myOrders()).toBe('/my-orders');
    expect(challanPaths.order('ORD/1')).toBe('/my-orders/ORD%2F1');
    expect(challanPaths.order('ORD1', 'success')).toBe('/my-orders/ORD1?payment=success');
    expect(challanPaths.receipt('ORD 1')).toBe('/api/consumer/api/v1/order/ORD%201/receipt');
  });
});
