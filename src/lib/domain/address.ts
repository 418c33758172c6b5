import type { MerchantAddress } from '@/api/generated/model';

/** A store address on one line: province, city, district, street and the rest. */
export const addressLine = (a: Pick<MerchantAddress, 'province' | 'city' | 'district' | 'street' | 'detail'>) => [a.province, a.city, a.district, a.street, a.detail].filter(Boolean).join(' ');
