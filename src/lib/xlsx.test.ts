import { strFromU8, unzipSync } from 'fflate';
import { buildXlsx } from './xlsx';

/** The workbook's parts, each parsed as XML (a part that is not well-formed fails here). */
function parts(bytes: Uint8Array) {
  return Object.fromEntries(
    Object.entries(unzipSync(bytes)).map(([name, data]) => {
      const xml = new DOMParser().parseFromString(strFromU8(data), 'application/xml');
      const error = xml.getElementsByTagName('parsererror')[0];
      if (error) throw new Error(`${name} is not well-formed XML: ${error.textContent ?? ''}`);
      return [name, xml];
    }),
  );
}

const cells = (sheet: Document) => [...sheet.getElementsByTagName('c')];

describe('the xlsx writer', () => {
  it('writes text beginning with = + - @ as text cells, never formulas', () => {
    const values = ['=1+1', '+SUM(A1:A2)', '-2+3', '@cmd', '=HYPERLINK("http://x.example","点我")', '<b>&"</b>'];
    const sheet = parts(buildXlsx('订单', [values, [12.5, '普通']]))['xl/worksheets/sheet1.xml'];
    expect(sheet.getElementsByTagName('f')).toHaveLength(0);
    const [first, second] = [cells(sheet).slice(0, values.length), cells(sheet).slice(values.length)];
    expect(first.map((c) => c.getAttribute('t'))).toEqual(values.map(() => 'inlineStr'));
    expect(first.map((c) => c.textContent)).toEqual(values);
    expect(second.map((c) => [c.getAttribute('r'), c.getAttribute('t'), c.textContent])).toEqual([
      ['A2', null, '12.5'],
      ['B2', 'inlineStr', '普通'],
    ]);
  });

  it('drops the characters XML cannot hold and keeps tabs, line breaks and emoji: every part stays well-formed', () => {
    const stored = ['A\u0001B\u000bC', 'x\u0000y\u001f\ufffe\uffffz', 'lone \ud800 high, lone \udc00 low', '行一\n行二\t\r😀'];
    const workbook = parts(buildXlsx('表\u0001名', [stored]));
    // An XML reader reads a carriage return as a line feed.
    expect(cells(workbook['xl/worksheets/sheet1.xml']).map((c) => c.textContent)).toEqual(['ABC', 'xyz', 'lone  high, lone  low', '行一\n行二\t\n😀']);
    expect(workbook['xl/workbook.xml'].getElementsByTagName('sheet')[0].getAttribute('name')).toBe('表名');
  });

  it('lays a sheet out as the reference backend’s exports: title rows merged across every column, the head styled, every column one width', () => {
    const workbook = parts(buildXlsx('sheet1', [['订单导出'], ['生成时间:2024-01-01 00:00:00'], ['甲', '乙', '丙'], ['1', '2', '3']], { titleRows: 2, columnWidth: 22 }));
    const sheet = workbook['xl/worksheets/sheet1.xml'];
    expect([...sheet.getElementsByTagName('mergeCell')].map((m) => m.getAttribute('ref'))).toEqual(['A1:C1', 'A2:C2']);
    expect([...sheet.getElementsByTagName('col')].map((c) => [c.getAttribute('min'), c.getAttribute('max'), c.getAttribute('width')])).toEqual([['1', '3', '22']]);
    // The title rows and the headers in the head style (bold), the data wrapped.
    expect(cells(sheet).map((c) => c.getAttribute('s'))).toEqual(['1', '1', '1', '1', '1', '2', '2', '2']);
    const styles = workbook['xl/styles.xml'];
    expect(styles.getElementsByTagName('xf')).toHaveLength(4);
    expect(styles.getElementsByTagName('b')).toHaveLength(1);
    const types = workbook['[Content_Types].xml'];
    expect([...types.getElementsByTagName('Override')].map((o) => o.getAttribute('PartName'))).toContain('/xl/styles.xml');
  });

  it('writes a plain sheet without styles when no layout is given', () => {
    const workbook = parts(buildXlsx('订单', [['a']]));
    expect(workbook['xl/styles.xml']).toBeUndefined();
    expect(workbook['xl/worksheets/sheet1.xml'].getElementsByTagName('mergeCells')).toHaveLength(0);
  });
});
