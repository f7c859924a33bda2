// The receipt rules (pure): PNG, JPEG and PDF judged by their structure, whatever the file
// name or the declared type say; the size limit; the kept name follows the bytes.
import { ExpenseText, Reason } from '@workmesh/platform';
import { acceptedReceipt, isJpeg, isPdf, isPng, receiptFilename } from '../src/receipt-rules';
import { unitAmountMinor } from '../src/expense-rules';
import {
  htmlPage,
  jpegFile,
  pdfFile,
  pngFile,
  pngHeaderThenScript,
  pngThenScript,
} from './receipt-files';

const MAX = 10_000;
const upload = (data: Buffer, filename: string, content_type = 'image/png') => ({
  data,
  filename,
  content_type,
});

/** The error acceptedReceipt throws, or a failure when it accepts. */
function refusal(data: Buffer, filename: string, max = MAX) {
  try {
    acceptedReceipt(upload(data, filename), max);
  } catch (error) {
    return error as { reason: string; message: string; kind: string };
  }
  throw new Error('expected the receipt to be refused');
}

describe('acceptedReceipt', () => {
  it.each([
    ['png', pngFile(), 'scan.png', 'image/png'],
    ['jpeg', jpegFile(), 'photo.jpeg', 'image/jpeg'],
    ['pdf', pdfFile(), 'invoice.pdf', 'application/pdf'],
  ])('accepts a %s by its bytes, with the content type of the bytes', (_kind, data, name, type) => {
    const accepted = acceptedReceipt(upload(data, name, 'text/html'), MAX);
    expect(accepted).toMatchObject({ contentType: type, filename: name });
    expect(accepted?.data.equals(data)).toBe(true);
  });

  it.each([
    ['an HTML page named .png', htmlPage(), 'receipt.png'],
    ['a PNG header followed by a script', pngHeaderThenScript(), 'receipt.png'],
    ['a whole PNG with a script after IEND', pngThenScript(), 'receipt.png'],
    [
      'a JPEG start with a script inside',
      Buffer.concat([
        jpegFile().subarray(0, 6),
        Buffer.from('<script>x</script>'),
        Buffer.from([0xff, 0xd9]),
      ]),
      'a.jpg',
    ],
    ['a PDF header without %%EOF', Buffer.from('%PDF-1.4\n<html>'), 'a.pdf'],
    ['plain text', Buffer.from('hello'), 'a.txt'],
  ])('refuses %s: 403 with the issue text', (_what, data, name) => {
    const error = refusal(data, name);
    expect(error.kind).toBe('permission_denied');
    expect(error.reason).toBe(Reason.RECEIPT_TYPE_NOT_ALLOWED);
    expect(error.message).toBe(ExpenseText.RECEIPT_TYPE_NOT_ALLOWED);
    expect(error.message).toBe('The receipt must be a file of type: png, jpg, jpeg, pdf.');
  });

  it('refuses a PNG whose chunk CRC is wrong', () => {
    const broken = pngFile();
    broken[broken.length - 20] ^= 0xff; // inside IDAT
    expect(isPng(broken)).toBe(false);
    expect(isPng(pngFile())).toBe(true);
  });

  it('refuses a file over the limit with FILE_TOO_LARGE, naming the limit', () => {
    const error = refusal(Buffer.concat([pdfFile(), Buffer.alloc(2048)]), 'big.pdf', 1024);
    expect(error.kind).toBe('resource_exhausted');
    expect(error.reason).toBe(Reason.FILE_TOO_LARGE);
    expect(error.message).toBe('The receipt may not be greater than 1 kilobytes.');
  });

  it('takes no receipt from an empty part without a name of its own', () => {
    expect(acceptedReceipt(upload(Buffer.alloc(0), ''), MAX)).toBeUndefined();
    expect(acceptedReceipt(upload(Buffer.alloc(0), 'blob'), MAX)).toBeUndefined();
    expect(acceptedReceipt(undefined, MAX)).toBeUndefined();
  });

  it('the type checks alone', () => {
    expect(isJpeg(jpegFile())).toBe(true);
    expect(isJpeg(jpegFile().subarray(0, 10))).toBe(false);
    expect(isPdf(pdfFile())).toBe(true);
    expect(isPdf(Buffer.concat([pdfFile(), Buffer.alloc(2000)]))).toBe(false);
  });
});

describe('receiptFilename', () => {
  it('keeps the base name; its extension follows the bytes', () => {
    expect(receiptFilename('C:\\scans\\taxi.png', 'png')).toBe('taxi.png');
    expect(receiptFilename('../../taxi.PNG', 'png')).toBe('taxi.PNG');
    expect(receiptFilename('taxi.png', 'pdf')).toBe('taxi.pdf');
    expect(receiptFilename('hotel', 'jpg')).toBe('hotel.jpg');
    expect(receiptFilename('', 'pdf')).toBe('receipt.pdf');
    expect(receiptFilename('a"b.pdf', 'pdf')).toBe('ab.pdf');
  });
});

describe('unitAmountMinor: quantity × unit price, rounded half up to the minor unit', () => {
  it.each([
    [42.5, 0.3, 'USD', 1275],
    [10, 0.655, 'USD', 655],
    [1, 0.005, 'USD', 1], // 0.5 cent rounds up
    [1, 0.004, 'USD', 0],
    [3, 0.5, 'JPY', 2], // 1.5 yen rounds up
    [1.5, 1, 'KWD', 1500],
    [0.001, 1, 'KWD', 1],
  ])('%d × %d %s = %d minor units', (quantity, price, currency, minor) => {
    expect(unitAmountMinor(quantity, price, currency)).toBe(minor);
  });
});
