// Tiny real image files for the logo tests, made from bytes: a 1×1 PNG (with real
// CRCs and a zlib stream), a 1×1 baseline JPEG (one block, one-code Huffman tables),
// a 1×1 GIF and an SVG.
import { deflateSync } from 'node:zlib';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A 1×1 RGB PNG of the given colour. */
export function tinyPng(rgb: [number, number, number] = [255, 0, 0]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0); // width
  header.writeUInt32BE(1, 4); // height
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  // compression, filter, interlace: 0
  const scanline = Buffer.from([0, ...rgb]); // filter type 0, one pixel
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(scanline)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

const segment = (marker: number, body: number[]) => {
  const length = body.length + 2;
  return [0xff, marker, length >> 8, length & 0xff, ...body];
};

/** A 1×1 grey baseline JPEG: DC difference 0 and end-of-block, each coded as the bit 0. */
export function tinyJpeg(): Buffer {
  const oneCodeTable = (tableClass: number) => [tableClass, 1, ...new Array(15).fill(0), 0x00];
  const SOI = [0xff, 0xd8];
  const EOI = [0xff, 0xd9];
  return Buffer.from([
    ...SOI,
    ...segment(0xe0, [0x4a, 0x46, 0x49, 0x46, 0x00, 1, 1, 0, 0, 1, 0, 1, 0, 0]), // APP0 JFIF
    ...segment(0xdb, [0x00, ...new Array(64).fill(1)]), // quantization table 0
    ...segment(0xc0, [8, 0, 1, 0, 1, 1, 1, 0x11, 0]), // SOF0: 8 bit, 1×1, one component
    ...segment(0xc4, oneCodeTable(0x00)), // DC table 0
    ...segment(0xc4, oneCodeTable(0x10)), // AC table 0
    ...segment(0xda, [1, 1, 0x00, 0, 63, 0]), // SOS
    0x3f, // bits 0 (DC), 0 (EOB), padded with ones
    ...EOI,
  ]);
}

/** The classic 1×1 transparent GIF. */
export const tinyGif = (): Buffer =>
  Buffer.from(
    '47494638396101000100800000ffffff00000021f90401000000002c00000000010001000002024401003b',
    'hex',
  );

export const tinySvg = (): Buffer =>
  Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>', 'utf8');
