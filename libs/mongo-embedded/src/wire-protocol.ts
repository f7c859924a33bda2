// MongoDB wire protocol framing: the 16-byte header, OP_QUERY (handshake only),
// OP_REPLY, and OP_MSG with kind-0 body, kind-1 document sequences, the
// moreToCome bit and the optional CRC-32C checksum.
import { serialize, type Document } from 'bson';
import { crc32c } from './crc32c';
import { ErrorCodes, MongoCommandError } from './errors';
import { decodeDocument as decodeBson } from './number-types';

export const OP_REPLY = 1;
export const OP_QUERY = 2004;
export const OP_COMPRESSED = 2012;
export const OP_MSG = 2013;

export const HEADER_BYTES = 16;
/** Largest message accepted, as advertised in hello (maxMessageSizeBytes). */
export const MAX_MESSAGE_BYTES = 48_000_000;
export const MAX_BSON_OBJECT_BYTES = 16 * 1024 * 1024;
/** Largest BSON object accepted at all: a command may wrap a whole document in 16 KiB more. */
export const MAX_INTERNAL_BSON_OBJECT_BYTES = MAX_BSON_OBJECT_BYTES + 16 * 1024;

export const MSG_FLAG_CHECKSUM_PRESENT = 1 << 0;
export const MSG_FLAG_MORE_TO_COME = 1 << 1;
export const MSG_FLAG_EXHAUST_ALLOWED = 1 << 16;
const MSG_KNOWN_FLAGS =
  MSG_FLAG_CHECKSUM_PRESENT | MSG_FLAG_MORE_TO_COME | MSG_FLAG_EXHAUST_ALLOWED;
// Bits 0-15 are "required": a receiver must reject a message carrying one it does not know.
const MSG_REQUIRED_BITS_MASK = 0xffff;

export interface MessageHeader {
  messageLength: number;
  requestId: number;
  responseTo: number;
  opCode: number;
}

export interface OpMsgRequest {
  kind: 'msg';
  header: MessageHeader;
  flags: number;
  /** The kind-0 body with every kind-1 sequence folded in under its identifier. */
  command: Document;
}

export interface OpQueryRequest {
  kind: 'query';
  header: MessageHeader;
  fullCollectionName: string;
  command: Document;
}

/**
 * A well-framed OP_MSG MongoDB answers with an error instead of running it (a section
 * document over the internal BSON size limit): the connection stays open.
 */
export interface RefusedRequest {
  kind: 'refused';
  header: MessageHeader;
  flags: number;
  error: MongoCommandError;
}

export type WireRequest = OpMsgRequest | OpQueryRequest | RefusedRequest;

/** A framing error: the connection it came from cannot be trusted any more and is closed. */
export class ProtocolError extends Error {}

/** A BSON object over MAX_INTERNAL_BSON_OBJECT_BYTES, refused as MongoDB refuses it. */
class ObjectTooLargeError extends ProtocolError {
  constructor(readonly error: MongoCommandError) {
    super(error.message);
  }
}

export function readHeader(buffer: Buffer, offset = 0): MessageHeader {
  return {
    messageLength: buffer.readInt32LE(offset),
    requestId: buffer.readInt32LE(offset + 4),
    responseTo: buffer.readInt32LE(offset + 8),
    opCode: buffer.readInt32LE(offset + 12),
  };
}

export function decodeDocument(buffer: Buffer, offset: number, limit: number): Document {
  if (offset + 5 > limit) throw new ProtocolError('truncated BSON document');
  const size = buffer.readInt32LE(offset);
  if (size < 5 || offset + size > limit) throw new ProtocolError('BSON document size out of range');
  if (size > MAX_INTERNAL_BSON_OBJECT_BYTES)
    throw new ObjectTooLargeError(objectTooLarge(buffer, offset, size));
  try {
    // Decoded with the driver's defaults (numbers promoted), types noted for the way back.
    return decodeBson(buffer.subarray(offset, offset + size));
  } catch (error) {
    throw new ProtocolError(`invalid BSON: ${(error as Error).message}`);
  }
}

/**
 * MongoDB's BSONObjectTooLarge (10334): `BSONObj size: N (0xHEX) is invalid. Size must be
 * between 0 and 16793600(16MB) First element: name: value`.
 */
function objectTooLarge(buffer: Buffer, offset: number, size: number): MongoCommandError {
  const first = describeFirstElement(buffer, offset + 4, offset + size);
  return new MongoCommandError(
    ErrorCodes.BSONObjectTooLarge,
    `BSONObj size: ${size} (0x${size.toString(16).toUpperCase()}) is invalid. Size must be between 0 and ${MAX_INTERNAL_BSON_OBJECT_BYTES}(16MB)${first ? ` First element: ${first}` : ''}`,
  );
}

/** `name: value` for a first element of a simple type, as MongoDB prints it (else undefined). */
function describeFirstElement(buffer: Buffer, at: number, end: number): string | undefined {
  try {
    const type = buffer[at];
    const nameEnd = buffer.indexOf(0, at + 1);
    if (type === 0 || nameEnd < 0 || nameEnd >= end) return undefined;
    const name = buffer.toString('utf8', at + 1, nameEnd);
    const value = nameEnd + 1;
    switch (type) {
      case 0x02: {
        const length = buffer.readInt32LE(value) - 1;
        const text =
          length > 160
            ? `${buffer.toString('utf8', value + 4, value + 4 + 150)}...`
            : buffer.toString('utf8', value + 4, value + 4 + length);
        return `${name}: "${text}"`;
      }
      case 0x01:
        return `${name}: ${buffer.readDoubleLE(value)}`;
      case 0x10:
        return `${name}: ${buffer.readInt32LE(value)}`;
      case 0x12:
        return `${name}: ${buffer.readBigInt64LE(value)}`;
      case 0x08:
        return `${name}: ${buffer[value] ? 'true' : 'false'}`;
      default:
        return undefined;
    }
  } catch {
    return undefined;
  }
}

function readCString(buffer: Buffer, offset: number, limit: number): [string, number] {
  const end = buffer.indexOf(0, offset);
  if (end < 0 || end >= limit) throw new ProtocolError('unterminated C string');
  return [buffer.toString('utf8', offset, end), end + 1];
}

/** Decodes one complete message (header included). Throws ProtocolError on anything malformed. */
export function decodeMessage(message: Buffer): WireRequest {
  const header = readHeader(message);
  if (header.opCode === OP_MSG) {
    try {
      return decodeOpMsg(header, message);
    } catch (error) {
      if (!(error instanceof ObjectTooLargeError)) throw error;
      return {
        kind: 'refused',
        header,
        flags: message.readUInt32LE(HEADER_BYTES),
        error: error.error,
      };
    }
  }
  if (header.opCode === OP_QUERY) return decodeOpQuery(header, message);
  if (header.opCode === OP_COMPRESSED) throw new ProtocolError('compression is not supported');
  throw new ProtocolError(`unknown opcode ${header.opCode}`);
}

function decodeOpMsg(header: MessageHeader, message: Buffer): OpMsgRequest {
  const flags = message.readUInt32LE(HEADER_BYTES);
  const unknownRequired = flags & MSG_REQUIRED_BITS_MASK & ~MSG_KNOWN_FLAGS;
  if (unknownRequired)
    throw new ProtocolError(`unknown required OP_MSG flag bits ${unknownRequired}`);
  let end = message.length;
  if (flags & MSG_FLAG_CHECKSUM_PRESENT) {
    end -= 4;
    if (end < HEADER_BYTES + 4) throw new ProtocolError('message too short for its checksum');
    const expected = message.readUInt32LE(end);
    if (crc32c(message.subarray(0, end)) !== expected) throw new ProtocolError('checksum mismatch');
  }
  let offset = HEADER_BYTES + 4;
  let body: Document | undefined;
  const sequences: Array<[string, Document[]]> = [];
  while (offset < end) {
    const kind = message[offset];
    offset += 1;
    if (kind === 0) {
      if (body) throw new ProtocolError('OP_MSG with more than one body section');
      body = decodeDocument(message, offset, end);
      offset += message.readInt32LE(offset);
    } else if (kind === 1) {
      if (offset + 4 > end) throw new ProtocolError('truncated document sequence');
      const sectionEnd = offset + message.readInt32LE(offset);
      if (sectionEnd > end || sectionEnd < offset + 5)
        throw new ProtocolError('document sequence size out of range');
      const [identifier, docsStart] = readCString(message, offset + 4, sectionEnd);
      const documents: Document[] = [];
      for (let at = docsStart; at < sectionEnd; at += message.readInt32LE(at)) {
        documents.push(decodeDocument(message, at, sectionEnd));
      }
      sequences.push([identifier, documents]);
      offset = sectionEnd;
    } else {
      throw new ProtocolError(`unknown OP_MSG section kind ${kind}`);
    }
  }
  if (!body) throw new ProtocolError('OP_MSG without a body section');
  for (const [identifier, documents] of sequences) {
    if (identifier in body) throw new ProtocolError(`duplicate field ${identifier} in OP_MSG`);
    body[identifier] = documents;
  }
  return { kind: 'msg', header, flags, command: body };
}

function decodeOpQuery(header: MessageHeader, message: Buffer): OpQueryRequest {
  const [fullCollectionName, afterName] = readCString(message, HEADER_BYTES + 4, message.length);
  const queryStart = afterName + 8; // numberToSkip, numberToReturn
  let command = decodeDocument(message, queryStart, message.length);
  // Legacy drivers may wrap the command as {$query: {...}, $readPreference: ...}.
  if (command.$query && typeof command.$query === 'object') command = command.$query as Document;
  return { kind: 'query', header, fullCollectionName, command };
}

function encodeHeader(
  length: number,
  requestId: number,
  responseTo: number,
  opCode: number,
): Buffer {
  const header = Buffer.allocUnsafe(HEADER_BYTES);
  header.writeInt32LE(length, 0);
  header.writeInt32LE(requestId, 4);
  header.writeInt32LE(responseTo, 8);
  header.writeInt32LE(opCode, 12);
  return header;
}

export function encodeOpMsg(requestId: number, responseTo: number, document: Document): Buffer {
  const body = serialize(document, { checkKeys: false, ignoreUndefined: true });
  const prefix = Buffer.alloc(5); // flagBits = 0, section kind 0
  const length = HEADER_BYTES + prefix.length + body.length;
  return Buffer.concat([encodeHeader(length, requestId, responseTo, OP_MSG), prefix, body], length);
}

export function encodeOpReply(requestId: number, responseTo: number, document: Document): Buffer {
  const body = serialize(document, { checkKeys: false, ignoreUndefined: true });
  const fields = Buffer.alloc(20); // responseFlags, cursorID (int64), startingFrom, numberReturned
  fields.writeInt32LE(1, 16);
  const length = HEADER_BYTES + fields.length + body.length;
  return Buffer.concat(
    [encodeHeader(length, requestId, responseTo, OP_REPLY), fields, body],
    length,
  );
}
