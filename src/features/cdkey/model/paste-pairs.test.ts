import { pastedPairs } from './paste-pairs';

describe('pasted card secrets', () => {
  it('splits spreadsheet cells by tabs, keeping spaces inside a value', () => {
    expect(pastedPairs('A 1\tp 1\r\nB2\tp2\n\n')).toEqual([
      { cardNumber: 'A 1', secretNum: 'p 1' },
      { cardNumber: 'B2', secretNum: 'p2' },
    ]);
  });

  it('takes commas (either width) or spaces where there are no tabs, and a lone value as a card number', () => {
    expect(pastedPairs('C1,p1\nC2，p2\nC3 p3\nC4')).toEqual([
      { cardNumber: 'C1', secretNum: 'p1' },
      { cardNumber: 'C2', secretNum: 'p2' },
      { cardNumber: 'C3', secretNum: 'p3' },
      { cardNumber: 'C4', secretNum: '' },
    ]);
  });
});
