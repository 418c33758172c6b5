import { useGetMerchantExpressPage } from '@/api/generated/endpoints/express/express';
import type { MerchantExpress } from '@/api/generated/model';
import type { SelectOption } from '@/components/ui/select';

/** A carrier a shipment can name: its code (sent), its name (shown), whether the store made it the default. */
export type Carrier = Pick<MerchantExpress, 'code' | 'name' | 'isDefault'>;

/**
 * What the ship and 修改配送信息 dialogs offer: the store's linked carriers that are switched on (物流管理),
 * as the reference asks for them (`express/search/page`, openStatus true, one page of 50). 物流管理
 * loads the same call again after every change there.
 */
export const SHIP_CARRIERS_PARAMS = { page: 1, limit: 50, openStatus: true } as const;

export function useShipCarriers() {
  return useGetMerchantExpressPage(SHIP_CARRIERS_PARAMS, { query: { staleTime: 5 * 60_000, select: (page): Carrier[] => page.list } });
}

/** The carrier preselected for a new shipment: the store's default, if it is switched on. */
export const defaultCarrierCode = (carriers: readonly Carrier[]) => carriers.find((c) => c.isDefault)?.code ?? '';

/** The carriers as a select's options: the name shown, the code kept. */
export const carrierOptions = (carriers: readonly Carrier[]): SelectOption[] => carriers.map((c) => ({ value: c.code, label: c.name }));
