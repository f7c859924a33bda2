// Receipt files for tests (tracking's and the system tests'), built here byte by byte: a
// real PNG (chunks with their CRCs), a JPEG, a PDF, and the impostors the rules must refuse.
import { crc32, deflateSync } from 'node:zlib';

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** A 1×1 RGB PNG, well formed. */
export function pngFile(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0);
  header.writeUInt32BE(1, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.from([0, 255, 0, 0]))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A minimal JPEG: SOI, an APP0 (JFIF) segment, some bytes, EOI. */
export function jpegFile(): Buffer {
  return Buffer.concat([
    Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
    Buffer.from('JFIF\0', 'latin1'),
    Buffer.from([1, 1, 0, 0, 1, 0, 1, 0, 0]),
    Buffer.from([0xff, 0xda, 0x00, 0x02, 0x12, 0x34]),
    Buffer.from([0xff, 0xd9]),
  ]);
}

/** A minimal PDF. */
export function pdfFile(): Buffer {
  return Buffer.from(
    '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
    'latin1',
  );
}

/** An HTML page (to be sent under a .png name). */
export const htmlPage = (): Buffer =>
  Buffer.from('<!DOCTYPE html><html><body><script>alert(1)</script></body></html>');

/** A PNG's signature and header chunk, then a script. */
export const pngHeaderThenScript = (): Buffer =>
  Buffer.concat([pngFile().subarray(0, 33), Buffer.from('<script>alert(1)</script>')]);

/** A whole PNG with a script after IEND. */
export const pngThenScript = (): Buffer =>
  Buffer.concat([pngFile(), Buffer.from('<script>alert(1)</script>')]);
