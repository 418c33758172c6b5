import { Big } from 'big.js';

// Exact decimal math for the specs, on the demo store's amounts (decimal text such as "59.70"), as
// src/lib/format.ts does it for the console. That module is not imported here: it also loads dayjs
// plugins by paths Node's ES module loader does not resolve.

type Amount = string | number;

/** -1, 0 or 1 as a is less than, equal to or greater than b, exactly. */
export const compareMoney = (a: Amount, b: Amount) => new Big(a).cmp(new Big(b));

/** Two decimals, half up: money('49.9') is '49.90'. */
export const money = (value: Amount) => new Big(value).toFixed(2, Big.roundHalfUp);

/** a ÷ b to the cent, half up. */
export const divMoney = (a: Amount, b: Amount) => new Big(a).div(new Big(b)).toFixed(2, Big.roundHalfUp);
