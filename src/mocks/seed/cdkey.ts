import type { SeedBase } from './base';
import { formatDateTime } from '../logic/time';
import { createRandom, type Random } from './random';
import type { DemoCardSecret, DemoCardSecretData } from '../types/cdkey';

const DIGITS = '0123456789';
const CODE = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const draw = (random: Random, alphabet: string, length: number) => Array.from({ length }, () => random.pick([...alphabet])).join('');

/**
 * How each seeded library's card secrets look, and how many are sold and (for a library no product draws on)
 * left, by library name. A library a product's SKU draws on has that SKU's stock left: a card-secret SKU
 * sells what its library has.
 */
const STOCKS: Record<string, { unused?: number; used: number; card: (r: Random) => string; secret: (r: Random) => string }> = {
  话费充值卡100元: { used: 36, card: (r) => `1100${draw(r, DIGITS, 12)}`, secret: (r) => draw(r, DIGITS, 18) },
  视频会员月卡: { used: 24, card: (r) => `VIP${draw(r, CODE, 10)}`, secret: (r) => draw(r, CODE, 12) },
  游戏点卡50元: { unused: 45, used: 15, card: (r) => `G50${draw(r, DIGITS, 13)}`, secret: (r) => draw(r, DIGITS, 16) },
  音乐会员年卡: { unused: 18, used: 12, card: (r) => `MY${draw(r, CODE, 12)}`, secret: (r) => `${draw(r, CODE, 4)}-${draw(r, CODE, 4)}-${draw(r, CODE, 4)}` },
  外卖红包兑换码: { unused: 0, used: 30, card: (r) => `WM${draw(r, DIGITS, 10)}`, secret: (r) => draw(r, CODE, 8) },
};

/**
 * The card secrets of the seeded libraries (seed/products.ts seeds the libraries): each has some sold long
 * ago and the rest added in batches since, so its 未使用 and 卡密总数 are counted from these.
 */
export function seedCardSecrets(now: number, base: SeedBase): DemoCardSecretData {
  const random = createRandom(2121);
  const skuStock = new Map(base.products.flatMap((p) => p.attrValue.flatMap((v) => (v.cdkeyId ? [[v.cdkeyId, v.stock] as const] : []))));
  const cardSecrets: DemoCardSecret[] = [];
  for (const library of base.cdkeyLibraries) {
    const stock = STOCKS[library.name];
    if (!stock) continue;
    const numbers = new Set<string>();
    const total = stock.used + (skuStock.get(library.id) ?? stock.unused ?? 0);
    for (let i = 0; i < total; i += 1) {
      let cardNumber = stock.card(random);
      while (numbers.has(cardNumber)) cardNumber = stock.card(random);
      numbers.add(cardNumber);
      // Older batches first: the sold ones were added earliest.
      const daysAgo = Math.max(1, Math.round(90 - (i / total) * 85));
      cardSecrets.push({
        id: cardSecrets.length + 1,
        libraryId: library.id,
        cardNumber,
        secretNum: stock.secret(random),
        isUse: i < stock.used,
        createTime: formatDateTime(new Date(now - daysAgo * 86_400_000 - (i % 20) * 60_000)),
      });
    }
  }
  return { cardSecrets };
}
