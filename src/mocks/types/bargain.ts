import type { BargainHelp, BargainRecord } from '@/api/generated/model';

/** A bargain as the demo backend keeps it: the record and the friends who helped. */
export interface DemoBargain extends Omit<BargainRecord, 'nickname' | 'avatar' | 'productName' | 'productImage' | 'helpNum'> {
  helps: BargainHelp[];
}
