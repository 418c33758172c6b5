import { lineRefundAmount, parseCount, refundableNum, shippableNum, splitRefundAmount, wholeRefundAmount } from './order-money';

const line = (payPrice: string, payNum: number, counts: { refundNum?: number; applyRefundNum?: number; deliveryNum?: number } = {}) => ({
  payPrice,
  payNum,
  refundNum: counts.refundNum ?? 0,
  applyRefundNum: counts.applyRefundNum ?? 0,
  deliveryNum: counts.deliveryNum ?? 0,
});

describe('order quantities', () => {
  it('leaves to ship what was bought, less shipped, refunded and asked back', () => {
    expect(shippableNum(line('10.00', 5))).toBe(5);
    expect(shippableNum(line('10.00', 5, { deliveryNum: 2, refundNum: 1 }))).toBe(2);
    expect(shippableNum(line('10.00', 5, { deliveryNum: 2, applyRefundNum: 1 }))).toBe(2);
    expect(shippableNum(line('10.00', 2, { deliveryNum: 2, refundNum: 1 }))).toBe(0);
  });

  it('leaves to refund what was bought, less refunded and asked back', () => {
    expect(refundableNum(line('10.00', 3))).toBe(3);
    expect(refundableNum(line('10.00', 3, { refundNum: 1, applyRefundNum: 1 }))).toBe(1);
    expect(refundableNum(line('10.00', 3, { refundNum: 3, applyRefundNum: 1 }))).toBe(0);
  });

  it('reads a quantity box: blank is 0, digits a count, anything else NaN', () => {
    expect(parseCount('')).toBe(0);
    expect(parseCount(' 12 ')).toBe(12);
    expect(parseCount('1.5')).toBeNaN();
    expect(parseCount('-1')).toBeNaN();
  });
});

describe('refund amounts', () => {
  it('shares a line out per piece, exactly, rounded half-up to cents', () => {
    expect(lineRefundAmount(line('59.70', 3), 1)).toBe('19.90');
    expect(lineRefundAmount(line('10.00', 3), 1)).toBe('3.33');
    expect(lineRefundAmount(line('10.00', 3), 2)).toBe('6.67');
    // A whole line is its paid amount, never a cent short.
    expect(lineRefundAmount(line('10.00', 3), 3)).toBe('10.00');
    expect(lineRefundAmount(line('0.05', 2), 1)).toBe('0.03');
    expect(lineRefundAmount(line('10.00', 3), 0)).toBe('0.00');
  });

  it('avoids float error: 0.1 + 0.2 and 19.9 × 3 are exact', () => {
    expect(splitRefundAmount([line('0.10', 1), line('0.20', 1)], [1, 1])).toBe('0.30');
    expect(wholeRefundAmount([line('59.70', 3)])).toBe('59.70');
  });

  it('refunds the whole order as the sum of what is left of each line', () => {
    const lines = [line('59.70', 3, { refundNum: 1 }), line('25.00', 2), line('10.00', 1, { applyRefundNum: 1 })];
    expect(wholeRefundAmount(lines)).toBe('64.80');
  });

  it('refunds chosen pieces by position; missing and zero quantities count as none', () => {
    const lines = [line('59.70', 3), line('25.00', 2), line('10.00', 1)];
    expect(splitRefundAmount(lines, [2, 0])).toBe('39.80');
    expect(splitRefundAmount(lines, [])).toBe('0.00');
  });
});
