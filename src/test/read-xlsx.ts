import { strFromU8, unzipSync } from 'fflate';

/** An xlsx workbook's first sheet as a test reads it: its name, its rows of cell texts, its merged ranges. */
export interface ReadSheet {
  name: string;
  rows: string[][];
  merged: string[];
  /** Every cell's type attribute ('inlineStr' for text). */
  types: Array<string | null>;
}

function xmlOf(files: Record<string, Uint8Array>, name: string) {
  const part = files[name];
  if (!part) throw new Error(`the workbook has no ${name}`);
  const xml = new DOMParser().parseFromString(strFromU8(part), 'application/xml');
  if (xml.getElementsByTagName('parsererror').length > 0) throw new Error(`${name} is not well-formed XML`);
  return xml;
}

const cells = (parent: Element | Document) => [...parent.getElementsByTagName('c')];

/** Unzips a workbook (fflate) and reads its first sheet; a part that is missing or not well-formed fails. */
export function readSheet(bytes: ArrayBuffer | Uint8Array): ReadSheet {
  const files = unzipSync(new Uint8Array(bytes));
  const sheet = xmlOf(files, 'xl/worksheets/sheet1.xml');
  return {
    name: xmlOf(files, 'xl/workbook.xml').getElementsByTagName('sheet')[0]?.getAttribute('name') ?? '',
    rows: [...sheet.getElementsByTagName('row')].map((row) => cells(row).map((c) => c.textContent ?? '')),
    merged: [...sheet.getElementsByTagName('mergeCell')].map((m) => m.getAttribute('ref') ?? ''),
    types: cells(sheet).map((c) => c.getAttribute('t')),
  };
}
