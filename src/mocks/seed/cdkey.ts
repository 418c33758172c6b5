import type { SeedBase } from '.';

/** A card secret (卡密) of a card-secret library, as the reference backend keeps it (CardSecret). */
export interface DemoCardSecret {
  id: number;
  libraryId: number;
  cardNumber: string;
  secretNum: string;
  isUse: boolean;
  createTime: string;
}

export interface DemoCardSecretData {
  cardSecrets: DemoCardSecret[];
}

/** The card secrets of the seeded libraries (seed/products.ts seeds the libraries). */
export function seedCardSecrets(_now: number, _base: SeedBase): DemoCardSecretData {
  return { cardSecrets: [] };
}
