import { describe, expect, it } from 'vitest';
import { csvCell, csvFileText, csvText } from './csv';

describe('CSV cells', () => {
  it('leaves plain text and numbers as they are, and writes nothing for null', () => {
    expect([csvCell('Split the bill'), csvCell(7.5), csvCell(0), csvCell(null), csvCell('')]).toEqual(['Split the bill', '7.5', '0', '', '']);
  });

  it('quotes a cell holding a comma, a quote or a line break, doubling its quotes', () => {
    expect(csvCell('Cards, loans')).toBe('"Cards, loans"');
    expect(csvCell('The “fast” lane, said "Ana"')).toBe('"The “fast” lane, said ""Ana"""');
    expect(csvCell('first line\nsecond line')).toBe('"first line\nsecond line"');
    expect(csvCell('windows\r\nline')).toBe('"windows\r\nline"');
  });

  it('keeps a cell a spreadsheet would run as a formula as text, with an apostrophe in front', () => {
    expect(csvCell('=HYPERLINK("http://evil.example","Click")')).toBe(`"'=HYPERLINK(""http://evil.example"",""Click"")"`);
    expect(csvCell('+1 555 0100')).toBe("'+1 555 0100");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1:A9)')).toBe("'@SUM(A1:A9)");
    expect(csvCell('\tcmd')).toBe("'\tcmd");
    expect(csvCell('\r=1')).toBe(`"'\r=1"`);
  });

  it('leaves those characters alone anywhere but at the start', () => {
    expect(csvCell('a=b+c-d@e')).toBe('a=b+c-d@e');
    expect(csvCell(' =1')).toBe(' =1');
  });
});

describe('CSV text', () => {
  it('joins cells with commas and ends every row with CRLF', () => {
    expect(csvText([['a', 'b, c'], [1, null]])).toBe('a,"b, c"\r\n1,\r\n');
    expect(csvText([])).toBe('');
  });

  it('starts a file with a byte-order mark, so Excel reads it as UTF-8', () => {
    const file = csvFileText([['Zoë Müller']]);
    expect(file.charCodeAt(0)).toBe(0xfeff);
    expect(file.slice(1)).toBe('Zoë Müller\r\n');
  });
});
