/** A card secret (卡密) of a card-secret library, as the reference backend keeps it (CardSecret). */
export interface DemoCardSecret {
  id: number;
  libraryId: number;
  cardNumber: string;
  secretNum: string;
  /** Sold: handed to a buyer with an order. */
  isUse: boolean;
  createTime: string;
}

export interface DemoCardSecretData {
  cardSecrets: DemoCardSecret[];
}
