import { downloadFile } from '@/api/generated/endpoints/file/file';
import { exportOrders, exportOrdersExcel } from '@/api/generated/endpoints/order/order';
import type { ExportOrdersParams } from '@/api/generated/model';
import type { DownloadedFile } from '../http';
import { isReferenceProfile } from '../profile';

/**
 * The order list's 导出 under the backend profile: the reference backend answers the workbook itself
 * (`/admin/merchant/export/order/excel`, named by its Content-Disposition); SPEC.md's call writes the file
 * for 数据导出 and answers its name, which `/common/download` then fetches.
 */
export async function exportOrderFile(params: ExportOrdersParams): Promise<DownloadedFile> {
  if (isReferenceProfile()) return exportOrdersExcel(params);
  const { fileName } = await exportOrders(params);
  return downloadFile({ fileName, delete: false });
}
