// Which uploaded logos a client may have (spec: "only PNG, JPG, JPEG"). Both the file
// name and the content must say the same type: the name ends in .png / .jpg / .jpeg
// (any case) and the first bytes are PNG's or JPEG's signature. The content type the
// browser sent is not trusted; the stored one follows the bytes.
import { DomainError, permissionDenied, Reason, SpecText } from '@workmesh/platform';

/** The spec's text (shape B, documented as 403). */
export const fileTypeNotAllowedError = () =>
  permissionDenied(Reason.FILE_TYPE_NOT_ALLOWED, SpecText.FILE_TYPE_NOT_ALLOWED);

export const fileTooLargeError = (maxBytes: number) =>
  new DomainError(
    'resource_exhausted',
    Reason.FILE_TOO_LARGE,
    `The profile may not be greater than ${Math.floor(maxBytes / 1024)} kilobytes.`,
    { profile: [`The profile may not be greater than ${Math.floor(maxBytes / 1024)} kilobytes.`] },
  );

export type ImageType = 'png' | 'jpg';

export interface AcceptedLogo {
  data: Buffer;
  /** The object name's extension. */
  extension: ImageType;
  contentType: 'image/png' | 'image/jpeg';
}

export interface UploadedFile {
  data: Buffer;
  filename: string;
  content_type: string;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG_SIGNATURE = Buffer.from([0xff, 0xd8, 0xff]);

/** The type the bytes are, by their signature ("magic bytes"), if PNG or JPEG. */
export function typeOfContent(data: Buffer): ImageType | undefined {
  if (data.subarray(0, PNG_SIGNATURE.length).equals(PNG_SIGNATURE)) return 'png';
  if (data.subarray(0, JPEG_SIGNATURE.length).equals(JPEG_SIGNATURE)) return 'jpg';
  return undefined;
}

/** The type the file name claims, if PNG or JPEG. */
export function typeOfName(filename: string): ImageType | undefined {
  const match = /\.(png|jpe?g)$/i.exec(filename.trim());
  if (!match) return undefined;
  return match[1].toLowerCase() === 'png' ? 'png' : 'jpg';
}

/**
 * The names of an empty part that means "no file chosen": a browser's form sends a file
 * input left blank as an empty part without a name, and a script's FormData (Swagger UI's
 * "Try it out" among them) an empty Blob under the name the File API gives any Blob,
 * `blob`. An empty file under a name of its own is still a (refused) upload.
 */
const NO_FILE_NAMES = new Set(['', 'blob']);

/**
 * The logo to store, undefined when none was uploaded (no file, or the empty part of a
 * file input left blank), FILE_TOO_LARGE past maxBytes, FILE_TYPE_NOT_ALLOWED unless name
 * and content are both PNG or both JPEG.
 */
export function acceptedLogo(
  file: UploadedFile | null | undefined,
  maxBytes: number,
): AcceptedLogo | undefined {
  if (!file) return undefined;
  const data = Buffer.from(file.data ?? []);
  const filename = file.filename ?? '';
  if (data.length === 0 && NO_FILE_NAMES.has(filename)) return undefined;
  if (data.length > maxBytes) throw fileTooLargeError(maxBytes);
  const claimed = typeOfName(filename);
  const actual = typeOfContent(data);
  if (!claimed || claimed !== actual) throw fileTypeNotAllowedError();
  return {
    data,
    extension: actual,
    contentType: actual === 'png' ? 'image/png' : 'image/jpeg',
  };
}
