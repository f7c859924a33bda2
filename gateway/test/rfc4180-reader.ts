// A strict RFC 4180 reader for the tests (no CSV parser is among the dependencies): written
// apart from the gateway's writer, it refuses what the RFC does not allow — a bare CR or
// LF as a line end, a quote inside an unquoted field, text after a closing quote, a
// quoted field left open, a document not ending in CRLF — so reading an answer back
// checks its form as well as its values.

export function readCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let i = 0;
  const fail = (why: string): never => {
    throw new Error(
      `not RFC 4180 at ${i}: ${why} in ${JSON.stringify(text.slice(i - 10, i + 10))}`,
    );
  };
  while (i < text.length) {
    let field = '';
    if (text[i] === '"') {
      i++;
      for (;;) {
        if (i >= text.length) fail('a quoted field left open');
        if (text[i] === '"') {
          if (text[i + 1] === '"') {
            field += '"';
            i += 2;
            continue;
          }
          i++;
          break;
        }
        field += text[i++];
      }
    } else {
      while (i < text.length && !',\r\n'.includes(text[i]!)) {
        if (text[i] === '"') fail('a quote in an unquoted field');
        field += text[i++];
      }
    }
    record.push(field);
    if (text[i] === ',') {
      i++;
      continue;
    }
    if (text.startsWith('\r\n', i)) {
      records.push(record);
      record = [];
      i += 2;
      continue;
    }
    fail(i >= text.length ? 'no CRLF after the last record' : 'no comma or CRLF after a field');
  }
  return records;
}
