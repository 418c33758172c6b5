import type { ExportFile, SensitiveLog } from '@/api/generated/model';

/** A file an export wrote, with the workbook itself until it is downloaded with delete. */
export interface DemoExportFile extends ExportFile {
  /** The workbook, base64 (the store is JSON); absent once the file expired. */
  content?: string;
}

/** Export files and the sensitive-operation log (the linked carriers live with the orders). */
export interface DemoMaintainData {
  exportFiles: DemoExportFile[];
  sensitiveLogs: SensitiveLog[];
}
