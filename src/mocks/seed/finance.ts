import type { ClosingDetail, ClosingType, UserClosing } from '@/api/generated/model';
import { divMoney, money, mulMoney } from '@/lib/format';
import type { SeedBase } from './base';
import { productImage } from '../assets';
import { closingNumber, orderNumber, refundNumber } from '../logic/numbers';
import { formatDateTime } from '../logic/time';
import { createRandom, type Random } from './random';
import type { DemoClosing, DemoFinanceData, DemoFlow } from '../types/finance';

const DAY = 86_400_000;
/** The seeded orders reach back about eleven days; the history fills the three months before. */
const HISTORY_FROM_DAY = 14;
const HISTORY_TO_DAY = 100;

/** A random amount from min to max yuan, to the cent, as text. */
const cents = (random: Random, min: number, max: number) => divMoney(random.int(min * 100, max * 100), 100);

/** Withdrawal numbers: TX, the date and time, and a sequence. */
const withdrawalNumber = (date: Date, seq: number) => `TX${formatDateTime(date).replace(/\D/g, '')}${String(seq).padStart(4, '0')}`;

function seedHistory(now: number, base: SeedBase, random: Random): DemoFlow[] {
  const flows: DemoFlow[] = [];
  let seq = 1;
  for (let day = HISTORY_TO_DAY; day >= HISTORY_FROM_DAY; day--) {
    const count = random.int(0, 3);
    for (let k = 0; k < count; k++) {
      const paidAt = new Date(now - day * DAY + random.int(-10 * 3600, 10 * 3600) * 1000);
      const user = base.users[random.int(0, base.users.length - 1)];
      const amount = cents(random, 29, 899);
      const orderNo = orderNumber(paidAt, 900 + (seq % 100));
      seq += 1;
      const platCouponPrice = money(random.chance(0.2) ? random.pick([5, 10, 20]) : 0);
      const integralPrice = random.chance(0.15) ? cents(random, 0.5, 5) : money(0);
      const brokerage = random.chance(0.25) ? mulMoney(amount, 0.03) : money(0);
      flows.push({ orderNo, pm: 1, amount, type: 'pay_order', mark: '用户支付订单', createTime: formatDateTime(paidAt), nickName: user.nickname, uid: user.id, platCouponPrice, integralPrice, brokerage });
      if (random.chance(0.12)) {
        const refundAt = new Date(paidAt.getTime() + random.int(1, 20) * 3_600_000);
        if (refundAt.getTime() < now - (HISTORY_FROM_DAY - 1) * DAY) {
          flows.push({
            orderNo: refundNumber(refundAt, 900 + (seq % 100)),
            relatedOrderNo: orderNo,
            pm: 0,
            amount,
            type: 'refund_order',
            mark: '订单退款给用户',
            createTime: formatDateTime(refundAt),
            nickName: user.nickname,
            uid: user.id,
            platCouponPrice,
            integralPrice,
            brokerage,
          });
        }
      }
    }
  }
  return flows;
}

const ACCOUNTS: Record<ClosingType, Partial<ClosingDetail>> = {
  bank: { closingName: '张店长', closingBank: '中国工商银行', closingBankCard: '6222021202041234567' },
  wechat: { wechatNo: 'yunshan_home', realName: '张店长', paymentCode: productImage(2, '微') },
  alipay: { alipayAccount: 'yunshan@example.com', realName: '张店长', paymentCode: productImage(5, '支') },
};

/** Older settlements in every audit and account state, newest last. */
const CLOSING_SEEDS: Array<{ daysAgo: number; amount: number; type: ClosingType; audit: 0 | 1 | 2; account: 0 | 1; mark?: string; reason?: string }> = [
  { daysAgo: 92, amount: 8000, type: 'bank', audit: 1, account: 1, mark: '9月结算' },
  { daysAgo: 80, amount: 3500, type: 'alipay', audit: 1, account: 1 },
  { daysAgo: 71, amount: 1200, type: 'wechat', audit: 2, account: 0, reason: '收款微信号与实名信息不一致' },
  { daysAgo: 62, amount: 6000, type: 'bank', audit: 1, account: 1, mark: '10月结算' },
  { daysAgo: 45, amount: 5200, type: 'bank', audit: 1, account: 1 },
  { daysAgo: 33, amount: 900, type: 'alipay', audit: 2, account: 0, reason: '申请金额超过本期可结算金额', mark: '补差' },
  { daysAgo: 21, amount: 4800.5, type: 'bank', audit: 1, account: 1, mark: '11月结算' },
  { daysAgo: 9, amount: 3000, type: 'wechat', audit: 1, account: 0 },
  { daysAgo: 3, amount: 2500, type: 'bank', audit: 0, account: 0, mark: '备货资金' },
  { daysAgo: 1, amount: 1800.8, type: 'bank', audit: 0, account: 0 },
];

function seedClosings(now: number, random: Random): DemoClosing[] {
  return CLOSING_SEEDS.map((s, i) => {
    const created = new Date(now - s.daysAgo * DAY - random.int(0, 8 * 3600) * 1000);
    const audited = formatDateTime(new Date(created.getTime() + random.int(2, 20) * 3_600_000));
    return {
      id: i + 1,
      closingNo: closingNumber(created, i + 1),
      amount: money(s.amount),
      closingType: s.type,
      ...ACCOUNTS[s.type],
      accountStatus: s.account,
      auditStatus: s.audit,
      createTime: formatDateTime(created),
      ...(s.audit === 0 ? {} : { auditName: '平台财务-王会计', auditTime: audited }),
      ...(s.account === 1 ? { closingTime: audited, closingProof: JSON.stringify([productImage(7, '凭')]) } : {}),
      ...(s.reason ? { refusalReason: s.reason } : {}),
      ...(s.mark ? { mark: s.mark } : {}),
    };
  });
}

const WITHDRAWAL_TYPES: readonly ClosingType[] = ['bank', 'wechat', 'alipay'];
const WITHDRAWAL_STATES: ReadonlyArray<UserClosing['status']> = [0, 1, 1, -1, 1, 0, 1, -1];
const BANKS = ['中国建设银行', '招商银行', '中国农业银行', '中国银行'];
const REFUSALS = ['收款账户信息有误，请核对后重新申请', '佣金尚在结算期内，暂不可提现', '实名信息与收款账户不一致'];

function seedUserClosings(now: number, base: SeedBase, random: Random): UserClosing[] {
  return Array.from({ length: 20 }, (_, i): UserClosing => {
    const user = base.users[(i * 5 + 3) % base.users.length];
    const created = new Date(now - (60 - i * 3) * DAY - random.int(0, 20 * 3600) * 1000);
    const type = WITHDRAWAL_TYPES[i % WITHDRAWAL_TYPES.length];
    const status = WITHDRAWAL_STATES[i % WITHDRAWAL_STATES.length];
    const realName = user.realName || user.nickname;
    const account: Partial<UserClosing> =
      type === 'bank'
        ? { realName, bankName: BANKS[i % BANKS.length], bankCard: `62170${String(10_000_000_000 + i * 7_919_311).padStart(14, '0')}` }
        : type === 'wechat'
          ? { realName, wechatCode: `wx_${user.account}`, qrcodeUrl: productImage(20 + i, '码') }
          : { realName, alipayCode: user.phone || `${user.account}@example.com`, qrcodeUrl: productImage(20 + i, '码') };
    return {
      id: i + 1,
      closingNo: withdrawalNumber(created, i + 1),
      uid: user.id,
      nickname: user.nickname,
      avatar: user.avatar,
      closingType: type,
      amount: cents(random, 10, 500),
      ...account,
      status,
      createTime: formatDateTime(created),
      ...(status === 0 ? {} : { auditTime: formatDateTime(new Date(created.getTime() + random.int(1, 30) * 3_600_000)) }),
      ...(status === -1 ? { refusalReason: REFUSALS[i % REFUSALS.length] } : {}),
      ...(i % 4 === 0 ? { mark: '推广佣金提现' } : {}),
    };
  });
}

export function seedFinance(now: number, base: SeedBase): DemoFinanceData {
  const random = createRandom(6060);
  return {
    fundsHistory: seedHistory(now, base, random),
    closingSettings: { openingBalance: '1200.00', freezeAmount: '1000.00', guaranteedAmount: '5000.00', transferMinAmount: '100.00', transferMaxAmount: '50000.00' },
    closings: seedClosings(now, random),
    userClosings: seedUserClosings(now, base, random),
  };
}
