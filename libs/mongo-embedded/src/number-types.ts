// BSON number types, kept from the wire to storage and back. Documents are handled as
// the driver promotes them (int32, double and a Long within 2^53 become JS numbers: what
// mingo and every check here compare), but bson would write an integral number back as
// an int32, losing a Long or an integral double. So decoding notes, on each object or
// array holding a Long or an integral double, which keys held one and the number they
// held; bson then calls the container's (non-enumerable) toBSON, which writes those keys
// back with their type as long as they still hold that number. A key given another value
// since is written as bson infers it. The notes ride in an enumerable symbol property,
// invisible to Object.keys, for..in, mingo and bson, but copied by object spread.
import {
  BSONSymbol,
  calculateObjectSize,
  Code,
  DBRef,
  deserialize,
  Double,
  Int32,
  Long,
  Timestamp,
  type Document,
} from 'bson';

export type NumberType = 'long' | 'double';
type Container = Document | unknown[];
/** key → [its BSON type, the number it held then]. Never changed once attached: copies share it. */
type TypeNotes = Record<string, readonly [NumberType, number]>;

export const NUMBER_TYPES: unique symbol = Symbol('bsonNumberTypes');

const DESERIALIZE_OPTIONS = {
  promoteValues: false,
  promoteLongs: false,
  promoteBuffers: false,
  bsonRegExp: false,
};

const INT32_MIN = -0x80000000;
const INT32_MAX = 0x7fffffff;
const JS_INT_MAX = 2 ** 53;

/** True when bson would write this number as an int32 (so a double must be noted). */
const writtenAsInt32 = (value: number) =>
  !Object.is(value, -0) && Number.isSafeInteger(value) && value >= INT32_MIN && value <= INT32_MAX;

/** Sets an own field; `target[key] = value` would set the prototype for '__proto__'. */
function setField(target: Container, key: string, value: unknown): void {
  if (key === '__proto__')
    Object.defineProperty(target, key, {
      value,
      writable: true,
      enumerable: true,
      configurable: true,
    });
  else (target as Document)[key] = value;
}

/** Notes have no prototype, so that a field named '__proto__' is noted like any other. */
const newNotes = (): Record<string, readonly [NumberType, number]> => Object.create(null);

const isPlainObject = (value: unknown): value is Document =>
  value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype;

/**
 * Decodes a BSON document as the driver does by default (promoteLongs, promoteValues),
 * noting where a Long or an integral double stood so that it is written back as one.
 */
export function decodeDocument(bytes: Uint8Array): Document {
  const document = deserialize(bytes, DESERIALIZE_OPTIONS);
  promoteContainer(document);
  return document;
}

/** Replaces, in place, the wrapped numbers of a freshly decoded container by JS numbers. */
function promoteContainer(container: Container): void {
  let notes: Record<string, readonly [NumberType, number]> | undefined;
  const promote = (key: string, value: unknown): unknown => {
    if (value === null || typeof value !== 'object') return value;
    if (value instanceof Int32) return value.value;
    if (value instanceof Double) {
      const number = value.value;
      if (writtenAsInt32(number)) (notes ??= newNotes())[key] = ['double', number];
      return number;
    }
    if (value instanceof Timestamp) return value; // a Long subclass, kept as it is
    if (value instanceof Long) {
      if (value.greaterThan(JS_INT_MAX) || value.lessThan(-JS_INT_MAX)) return value;
      const number = value.toNumber();
      (notes ??= newNotes())[key] = ['long', number];
      return number;
    }
    if (Array.isArray(value) || isPlainObject(value)) promoteContainer(value);
    else if (value instanceof BSONSymbol) return value.valueOf();
    else if (value instanceof DBRef) promoteDbRef(value);
    else if (value instanceof Code && value.scope) promoteContainer(value.scope);
    return value;
  };
  if (Array.isArray(container)) {
    for (let index = 0; index < container.length; index++)
      container[index] = promote(String(index), container[index]);
  } else {
    for (const key of Object.keys(container)) {
      const value = container[key];
      const promoted = promote(key, value);
      if (promoted !== value) setField(container, key, promoted);
    }
  }
  if (notes) attachNotes(container, notes);
}

function promoteDbRef(ref: DBRef): void {
  const holder: Document = { oid: ref.oid, fields: ref.fields };
  promoteContainer(holder);
  ref.oid = holder.oid;
}

/** Writes noted keys back with their BSON type (bson calls it on every object and array). */
function typedView(this: Container): Container {
  const notes = typeNotesOf(this);
  if (!notes) return this;
  let copy: Document | unknown[] | undefined;
  for (const key of Object.keys(notes)) {
    const [type, number] = notes[key];
    const current = (this as Document)[key];
    if (!Object.is(current, number)) continue;
    copy ??= Array.isArray(this) ? this.slice() : { ...this };
    setField(copy, key, type === 'long' ? Long.fromNumber(number) : new Double(number));
  }
  return copy ?? this;
}

function attachNotes(container: Container, notes: TypeNotes): void {
  (container as Record<symbol, unknown>)[NUMBER_TYPES] = notes;
  installTypedView(container);
}

function installTypedView(container: Container): void {
  const own = Object.getOwnPropertyDescriptor(container, 'toBSON');
  if (own && own.value !== typedView) return; // a field of the document really named toBSON
  if (!own)
    Object.defineProperty(container, 'toBSON', {
      value: typedView,
      enumerable: false,
      configurable: true,
      writable: true,
    });
}

/** The notes of a container, if it has any. */
export const typeNotesOf = (container: unknown): TypeNotes | undefined =>
  container !== null && typeof container === 'object'
    ? ((container as Record<symbol, unknown>)[NUMBER_TYPES] as TypeNotes | undefined)
    : undefined;

/** Gives `copy` (a copy of `original`'s keys) the notes of `original`. */
export function carryNumberTypes<T extends Container>(original: Container, copy: T): T {
  const notes = typeNotesOf(original);
  if (notes) attachNotes(copy, notes);
  return copy;
}

/**
 * Makes sure a document about to be stored writes its noted numbers with their type: an
 * object spread copies the notes but not the (non-enumerable) toBSON.
 */
export function sealNumberTypes(document: Document): Document {
  if (typeNotesOf(document)) installTypedView(document);
  return document;
}

/** Notes that `container[key]` (a number) is a BSON Long or double. */
export function setNumberType(container: Container, key: string, type: NumberType): void {
  const value = (container as Document)[key];
  if (typeof value !== 'number') return;
  const notes = Object.assign(newNotes(), typeNotesOf(container));
  notes[key] = [type, value];
  attachNotes(container, notes);
}

/**
 * The BSON type a number held at `container[key]` has on the wire: 'long' or 'double'
 * as noted, else as bson infers it ('int' for an integral number within int32, 'double'
 * otherwise). Undefined for anything but a number.
 */
export function bsonNumberType(
  container: unknown,
  key: string,
): 'int' | 'long' | 'double' | undefined {
  if (container === null || typeof container !== 'object') return undefined;
  const value = (container as Document)[key];
  if (typeof value !== 'number') return undefined;
  const note = typeNotesOf(container)?.[key];
  if (note && Object.is(note[1], value)) return note[0];
  return writtenAsInt32(value) ? 'int' : 'double';
}

/** The BSON size of a document as it is written (noted types included). */
export const bsonSize = (document: Document): number =>
  calculateObjectSize(document, { checkKeys: false } as never);
