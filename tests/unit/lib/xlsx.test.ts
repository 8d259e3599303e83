import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { toXlsx } from '../../../src/lib/xlsx.ts';

describe('toXlsx', () => {
  it('writes a header row and the rows, numbers as numbers and formulas as plain text', async () => {
    const rows = [
      { a: 'Essay 1', b: 81.25 },
      { a: '=SUM(A1)', b: null },
      { a: 'x, "y"', b: 0 },
    ];
    const blob = await toXlsx(
      rows,
      [
        { title: 'Assignment', value: (r) => r.a },
        { title: 'Average %', value: (r) => r.b },
      ],
      'Assignment averages: term/1',
    );
    expect(blob.type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');

    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await blob.arrayBuffer());
    const ws = book.worksheets[0];
    // the characters a sheet name may not hold are replaced, and it is cut at 31
    expect(ws.name).toBe('Assignment averages  term 1');
    expect(ws.rowCount).toBe(4);
    expect(ws.getRow(1).values).toEqual([undefined, 'Assignment', 'Average %']);
    expect(ws.getRow(1).font?.bold).toBe(true);
    expect(ws.getCell('B2').value).toBe(81.25);
    expect(ws.getCell('A3').value).toBe('=SUM(A1)');
    expect(ws.getCell('A3').type).toBe(ExcelJS.ValueType.String);
    expect(ws.getCell('B3').value).toBeNull();
    expect(ws.getCell('A4').value).toBe('x, "y"');
    expect(ws.getCell('B4').value).toBe(0);
  });
});
