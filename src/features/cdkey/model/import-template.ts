import { saveFile } from '@/api/http';
import { CARD_SECRET_COLUMNS, CARD_SECRET_SHEET, CARD_SECRET_TEMPLATE_NAME } from '@/lib/domain/card-secret';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * 下载模板: an .xlsx whose first row is 卡号, 密码, written here in the browser. The writer loads with the
 * first download, so the page does not carry it.
 */
export async function downloadImportTemplate() {
  const { buildXlsx } = await import('@/lib/xlsx');
  const blob = new Blob([buildXlsx(CARD_SECRET_SHEET, [[...CARD_SECRET_COLUMNS]])], { type: XLSX_TYPE });
  saveFile({ blob, fileName: CARD_SECRET_TEMPLATE_NAME });
}
