import { strToU8, zipSync } from 'fflate';
import { toXmlText } from './xml-text';

const XML_ENTITIES: Readonly<Record<string, string>> = { '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' };
/** Text as XML holds it: escaped, and without the characters XML cannot hold (stored before they were refused). */
const escapeXml = (text: string) => toXmlText(text).replace(/[<>&"]/g, (c) => XML_ENTITIES[c] ?? c);

function column(index: number) {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

/**
 * How a sheet is laid out beyond its cells, as the reference backend's exports write theirs (Hutool's
 * ExcelWriter): title rows merged across every column, a header row, every column one width.
 */
export interface SheetLayout {
  /** How many rows at the top hold one text each, merged across every column (a title, a date). */
  titleRows: number;
  /** Every column's width, in characters. */
  columnWidth: number;
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>';
const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const DOC_REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/** Cell styles of a laid-out sheet: 1 the head (title rows and headers: bold, centred), 2 the data (wrapped). */
const STYLES = `${XML_HEAD}<styleSheet xmlns="${MAIN_NS}"><fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="3"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1" applyAlignment="1"><alignment horizontal="center" vertical="center" wrapText="1"/></xf><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0" applyAlignment="1"><alignment wrapText="1"/></xf></cellXfs><cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>`;

function cellXml(value: string | number, ref: string, style: number) {
  const s = style ? ` s="${style}"` : '';
  return typeof value === 'number' ? `<c r="${ref}"${s}><v>${value}</v></c>` : `<c r="${ref}"${s} t="inlineStr"><is><t xml:space="preserve">${escapeXml(value)}</t></is></c>`;
}

/** The worksheet: its rows, and with a layout the column widths, the styles and the merged title rows. */
function sheetXml(rows: ReadonlyArray<ReadonlyArray<string | number>>, layout: SheetLayout | undefined) {
  const columns = Math.max(1, ...rows.map((row) => row.length));
  // Title rows and the header row (the one after them) in the head style, the rest as data.
  const styleOf = (r: number) => (!layout ? 0 : r <= layout.titleRows ? 1 : 2);
  const sheetRows = rows.map((row, r) => `<row r="${r + 1}">${row.map((value, c) => cellXml(value, `${column(c)}${r + 1}`, styleOf(r))).join('')}</row>`).join('');
  if (!layout) return `${XML_HEAD}<worksheet xmlns="${MAIN_NS}"><sheetData>${sheetRows}</sheetData></worksheet>`;
  const cols = `<cols><col min="1" max="${columns}" width="${layout.columnWidth}" customWidth="1"/></cols>`;
  const merged = Array.from({ length: layout.titleRows }, (_, r) => `<mergeCell ref="A${r + 1}:${column(columns - 1)}${r + 1}"/>`).join('');
  const merges = layout.titleRows > 0 ? `<mergeCells count="${layout.titleRows}">${merged}</mergeCells>` : '';
  return `${XML_HEAD}<worksheet xmlns="${MAIN_NS}">${cols}<sheetData>${sheetRows}</sheetData>${merges}</worksheet>`;
}

/**
 * A one-sheet Excel workbook (xlsx) of a header row and data rows, as the real backend's exports are:
 * the minimal Office Open XML parts, strings inline, numbers as numbers. Every string is an inline text
 * cell, never a formula, whatever it begins with (= + - @). The demo backend's exports and
 * the console's own downloads (the card-secret template) share it; pages load it when they need it.
 * With a layout, title rows come first (see SheetLayout) and the workbook carries its cell styles.
 */
export function buildXlsx(sheetName: string, rows: ReadonlyArray<ReadonlyArray<string | number>>, layout?: SheetLayout): Uint8Array<ArrayBuffer> {
  const styled = layout !== undefined;
  const stylesType = styled ? '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>' : '';
  const stylesRel = styled ? `<Relationship Id="rId2" Type="${DOC_REL}/styles" Target="styles.xml"/>` : '';
  const files: Record<string, string> = {
    '[Content_Types].xml': `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>${stylesType}</Types>`,
    '_rels/.rels': `${XML_HEAD}<Relationships xmlns="${REL_NS}"><Relationship Id="rId1" Type="${DOC_REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    'xl/workbook.xml': `${XML_HEAD}<workbook xmlns="${MAIN_NS}" xmlns:r="${DOC_REL}"><sheets><sheet name="${escapeXml(sheetName)}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    'xl/_rels/workbook.xml.rels': `${XML_HEAD}<Relationships xmlns="${REL_NS}"><Relationship Id="rId1" Type="${DOC_REL}/worksheet" Target="worksheets/sheet1.xml"/>${stylesRel}</Relationships>`,
    'xl/worksheets/sheet1.xml': sheetXml(rows, layout),
    ...(styled ? { 'xl/styles.xml': STYLES } : {}),
  };
  // A copy on its own ArrayBuffer: a Blob part, as a download needs it.
  return new Uint8Array(zipSync(Object.fromEntries(Object.entries(files).map(([name, text]) => [name, strToU8(text)]))));
}
