import type { ExportType } from '@/api/generated/model';
import { formatDateTime } from './time';

// Numbers and file names as the reference backend makes them from a time. The seeds make theirs with them
// too, so this module holds no state and imports none.

/** Order numbers as the reference backend makes them: a prefix, the date and digits. */
export const orderNumber = (date: Date, seq: number) => `SH${formatDateTime(date).replace(/\D/g, '').slice(0, 12)}${String(seq).padStart(6, '0')}`;
export const refundNumber = (date: Date, seq: number) => `TK${formatDateTime(date).replace(/\D/g, '').slice(0, 12)}${String(seq).padStart(6, '0')}`;

/** A settlement's number: the reference backend's merchant prefix (OrderConstants.CLOSING_ORDER_PREFIX_MERCHANT) and the time. */
export const closingNumber = (date: Date, seq: number) => `CM${formatDateTime(date).replace(/\D/g, '')}${String(seq).padStart(4, '0')}`;

/** The name an export gives its file: what, and when to the second. */
export const exportFileName = (type: ExportType, date: Date) => `${type === 'product' ? '商品' : '订单'}导出_${formatDateTime(date).replace(/\D/g, '')}.xlsx`;
