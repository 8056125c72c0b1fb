import { describe, expect, it } from 'vitest';
import { CsvError, parseCsv, toCsv } from './csv.js';

describe('CSV (RFC 4180)', () => {
  it('reads CRLF and LF records, quoted commas, doubled quotes and line breaks inside quotes', () => {
    const text = 'a,b,c\r\n1,"x, y","say ""hi"""\n2,"two\r\nlines",\r\n';
    expect(parseCsv(text)).toEqual([
      ['a', 'b', 'c'],
      ['1', 'x, y', 'say "hi"'],
      ['2', 'two\r\nlines', ''],
    ]);
  });

  it('drops a UTF-8 byte-order mark and reads a last line without a line break', () => {
    expect(parseCsv('\uFEFFmake,model\nMahindra,575 DI')).toEqual([
      ['make', 'model'],
      ['Mahindra', '575 DI'],
    ]);
  });

  it('names the record of an unclosed quote or a stray quote', () => {
    const rowOf = (text: string) => {
      try {
        parseCsv(text);
      } catch (err) {
        return err instanceof CsvError ? err.row : 'other error';
      }
      return 'no error';
    };
    expect(rowOf('a\n"open,b\n')).toBe(2);
    expect(rowOf('a,b\nx,y\nab"c,d\n')).toBe(3);
    expect(() => parseCsv('"a"b,c')).toThrow(/must end at a comma/);
  });

  it('writes what it reads back, quoting only where needed', () => {
    const rows = [['plain', 'with,comma', 'with "quote"', 'two\nlines', 42]];
    const out = toCsv(['h1', 'h2', 'h3', 'h4', 'h5'], rows);
    expect(out).toBe('h1,h2,h3,h4,h5\r\nplain,"with,comma","with ""quote""","two\nlines",42\r\n');
    expect(parseCsv(out)).toEqual([
      ['h1', 'h2', 'h3', 'h4', 'h5'],
      ['plain', 'with,comma', 'with "quote"', 'two\nlines', '42'],
    ]);
  });

  it('defuses text a spreadsheet would run as a formula', () => {
    expect(toCsv(['name'], [['=HYPERLINK("http://x")'], ['+91 98765'], ['@SUM(A1)'], ['Ramesh']])).toBe(
      'name\r\n"\'=HYPERLINK(""http://x"")"\r\n\'+91 98765\r\n\'@SUM(A1)\r\nRamesh\r\n',
    );
  });
});
