// Which uploaded receipts an expense may have (issue 35): PNG, JPEG or PDF, judged by the
// bytes' structure, never by the file name or the type the browser declared (both are
// the uploader's claims). A PNG walks its chunks (length, type, CRC) from the signature
// to IEND with nothing after it; a JPEG starts FFD8FF, ends FFD9 and carries no
// `<script` / `<html` text; a PDF starts `%PDF-` and has `%%EOF` in its last kilobyte.
// So an HTML page named `.png`, or a PNG header followed by a script, is refused. Pure.
import { crc32 } from 'node:zlib';
import { DomainError, ExpenseText, permissionDenied, Reason } from '@workmesh/platform';

export type ReceiptType = 'png' | 'jpg' | 'pdf';

export const RECEIPT_CONTENT_TYPES: Readonly<Record<ReceiptType, string>> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  pdf: 'application/pdf',
};

/** 403 A, the text. */
export const receiptTypeNotAllowedError = () =>
  permissionDenied(Reason.RECEIPT_TYPE_NOT_ALLOWED, ExpenseText.RECEIPT_TYPE_NOT_ALLOWED);

/** Laravel's text for a file over its limit, as the gateway's multipart refusal words it. */
export const receiptTooLargeMessage = (maxBytes: number) =>
  `The receipt may not be greater than ${Math.floor(maxBytes / 1024)} kilobytes.`;

export const receiptTooLargeError = (maxBytes: number) =>
  new DomainError('resource_exhausted', Reason.FILE_TOO_LARGE, receiptTooLargeMessage(maxBytes), {
    receipt: [receiptTooLargeMessage(maxBytes)],
  });

export interface UploadedReceipt {
  data?: Uint8Array | Buffer | null;
  filename?: string;
  content_type?: string;
}

export interface AcceptedReceipt {
  data: Buffer;
  type: ReceiptType;
  contentType: string;
  /** The uploaded name, its extension made to follow the bytes. */
  filename: string;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A PNG: the signature, then well-formed chunks (CRC checked) up to IEND, then nothing. */
export function isPng(data: Buffer): boolean {
  if (data.length < PNG_SIGNATURE.length + 12) return false;
  if (!data.subarray(0, PNG_SIGNATURE.length).equals(PNG_SIGNATURE)) return false;
  let offset = PNG_SIGNATURE.length;
  let first = true;
  while (offset + 12 <= data.length) {
    const length = data.readUInt32BE(offset);
    const typeStart = offset + 4;
    const dataEnd = typeStart + 4 + length;
    if (length > 0x7fffffff || dataEnd + 4 > data.length) return false;
    const type = data.toString('latin1', typeStart, typeStart + 4);
    if (!/^[A-Za-z]{4}$/.test(type)) return false;
    if (first && type !== 'IHDR') return false;
    first = false;
    const crc = data.readUInt32BE(dataEnd);
    if (crc32(data.subarray(typeStart, dataEnd)) !== crc) return false;
    offset = dataEnd + 4;
    if (type === 'IEND') return offset === data.length;
  }
  return false;
}

const MARKUP = /<\s*(script|html)/i;

/** A JPEG: FFD8FF at the start, FFD9 at the end, no markup inside. */
export function isJpeg(data: Buffer): boolean {
  if (data.length < 4) return false;
  if (data[0] !== 0xff || data[1] !== 0xd8 || data[2] !== 0xff) return false;
  if (data[data.length - 2] !== 0xff || data[data.length - 1] !== 0xd9) return false;
  return !MARKUP.test(data.toString('latin1'));
}

/** A PDF: `%PDF-` at the start, `%%EOF` within its last kilobyte. */
export function isPdf(data: Buffer): boolean {
  if (!data.subarray(0, 5).equals(Buffer.from('%PDF-', 'latin1'))) return false;
  return data.subarray(Math.max(0, data.length - 1024)).includes('%%EOF', 0, 'latin1');
}

/** The type the bytes are, or undefined when they are none of the three. */
export function receiptTypeOf(data: Buffer): ReceiptType | undefined {
  if (isPng(data)) return 'png';
  if (isJpeg(data)) return 'jpg';
  if (isPdf(data)) return 'pdf';
  return undefined;
}

const EXTENSIONS: Readonly<Record<ReceiptType, RegExp>> = {
  png: /\.png$/i,
  jpg: /\.jpe?g$/i,
  pdf: /\.pdf$/i,
};

/** The name kept for the file: its base, at most 200 characters, with the bytes' extension. */
export function receiptFilename(filename: string, type: ReceiptType): string {
  // eslint-disable-next-line no-control-regex
  const base = (filename.split(/[\\/]/).pop() ?? '').replace(/[\u0000-\u001f"]/g, '').trim();
  const named = base.length > 0 ? base.slice(0, 200) : 'receipt';
  return EXTENSIONS[type].test(named)
    ? named
    : `${named.replace(/\.[A-Za-z0-9]{1,5}$/, '')}.${type}`;
}

/** The empty part of a file input left blank ("" or FormData's `blob`): no receipt. */
const NO_FILE_NAMES = new Set(['', 'blob']);

/**
 * The receipt to store, undefined when none was uploaded, FILE_TOO_LARGE past maxBytes,
 * RECEIPT_TYPE_NOT_ALLOWED unless the bytes are a PNG, a JPEG or a PDF.
 */
export function acceptedReceipt(
  file: UploadedReceipt | null | undefined,
  maxBytes: number,
): AcceptedReceipt | undefined {
  if (!file) return undefined;
  const data = Buffer.from(file.data ?? []);
  const filename = file.filename ?? '';
  if (data.length === 0 && NO_FILE_NAMES.has(filename)) return undefined;
  if (data.length > maxBytes) throw receiptTooLargeError(maxBytes);
  const type = receiptTypeOf(data);
  if (!type) throw receiptTypeNotAllowedError();
  return {
    data,
    type,
    contentType: RECEIPT_CONTENT_TYPES[type],
    filename: receiptFilename(filename, type),
  };
}
