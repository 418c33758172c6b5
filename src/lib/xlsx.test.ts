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
});
