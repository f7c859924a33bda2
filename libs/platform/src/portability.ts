// workmesh.portability.v1.Portability as every data-owning service serves it: a service
// only declares its kinds (which collection, whose records, how a document becomes the
// HTTP interface's record); this module pages them by key (ascending, `after` the last
// key of the page before), so a page costs one indexed query whatever the team's size,
// and encodes them as JSON Lines. Tracking's export worker asks page by page and writes
// each into the zip as it comes (docs/exports.md).
import type { Model } from 'mongoose';
import { Reason } from './error-reasons';
import { invalidArgument } from './errors';
import { portabilityProto, type PortabilityDefinition } from './grpc/protos';
import { bindService, type ServiceBinding } from './grpc/server';

export const PORTABILITY_SERVICE_NAME = 'workmesh.portability.v1.Portability';

/** Records a page holds when the caller names no limit. */
export const DEFAULT_EXPORT_PAGE = 1000;
/** The most records a page may hold. */
export const MAX_EXPORT_PAGE = 5000;

/** Which records an export asks for: a team's (user_id 0), or a person's own (team_id 0). */
export interface ExportScope {
  team_id: number;
  user_id: number;
}

/**
 * One kind of record a service exports. `Document`: the collection's lean documents, as
 * the kind's mappers read them (any kind fits a service's list of kinds).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each kind maps its own documents
export interface ExportKind<Document = any> {
  /** The file's name in the zip: `<kind>.jsonl`. */
  kind: string;
  /** true: part of a person's own export (team_id 0, user_id set); else of a team's. */
  personal?: boolean;
  /** The collection; its documents are paged by `key`. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any service's model
  model: Model<any>;
  /**
   * The query of the scope's records (always naming the team or the person: tenancy);
   * null when the scope has none here (a person this service does not know).
   */
  filter(
    scope: ExportScope,
  ): Record<string, unknown> | null | Promise<Record<string, unknown> | null>;
  /** A document (lean) as the HTTP interface shows it: never secrets, hashes or tokens. */
  toRecord?(document: Document): object;
  /** A page's documents at once, when a record needs lookups shared by the page (names…). */
  toRecords?(documents: Document[], scope: ExportScope): Promise<object[]>;
  /** The field pages are ordered by: a number or a string (default `_id`, a number). */
  key?: string;
  /** `after` back into the key's type (default: a number). */
  parseAfter?(after: string): unknown;
  /** Fewer records a page than MAX_EXPORT_PAGE (large records: a PDF each). */
  maxLimit?: number;
}

export interface ExportPage {
  jsonl: Buffer;
  records: number;
  /** '' when this was the last page. */
  next_after: string;
}

export interface ExportRequest extends ExportScope {
  kind: string;
  after: string;
  limit: number;
}

/** One record a line, each line ending in \n (JSON escapes any \n inside a value). */
export const toJsonLines = (records: readonly object[]): Buffer =>
  Buffer.from(records.map((record) => `${JSON.stringify(record)}\n`).join(''), 'utf8');

const personalScope = (scope: ExportScope) => scope.team_id === 0 && scope.user_id > 0;

/** The kinds of an export of this scope: a person's own, or a team's. */
export function kindsFor(kinds: readonly ExportKind[], personal: boolean): string[] {
  return kinds.filter((kind) => Boolean(kind.personal) === personal).map((kind) => kind.kind);
}

function pageLimit(requested: number, kind: ExportKind): number {
  if (requested !== 0 && (!Number.isInteger(requested) || requested < 1)) {
    throw invalidArgument(Reason.INVALID_ARGUMENT, `limit must be 1..${MAX_EXPORT_PAGE}`);
  }
  if (requested > MAX_EXPORT_PAGE) {
    throw invalidArgument(Reason.INVALID_ARGUMENT, `limit must be 1..${MAX_EXPORT_PAGE}`);
  }
  const asked = requested === 0 ? DEFAULT_EXPORT_PAGE : requested;
  return Math.min(asked, kind.maxLimit ?? MAX_EXPORT_PAGE);
}

function kindOf(kinds: readonly ExportKind[], request: ExportRequest): ExportKind {
  const personal = personalScope(request);
  if (!personal && !(request.team_id > 0 && request.user_id === 0)) {
    throw invalidArgument(
      Reason.INVALID_ARGUMENT,
      'an export names a team (user_id 0) or a person (team_id 0)',
    );
  }
  const kind = kinds.find(
    (candidate) => candidate.kind === request.kind && Boolean(candidate.personal) === personal,
  );
  if (!kind) {
    const scope = personal ? "a person's" : "a team's";
    throw invalidArgument(
      Reason.INVALID_ARGUMENT,
      `unknown kind of ${scope} export: ${request.kind}`,
    );
  }
  return kind;
}

function parseAfter(kind: ExportKind, after: string): unknown {
  if (kind.parseAfter) return kind.parseAfter(after);
  const value = Number(after);
  if (!Number.isSafeInteger(value)) {
    throw invalidArgument(Reason.INVALID_ARGUMENT, 'after must be the next_after of a page');
  }
  return value;
}

/** One page of one kind: the records after `after`, by key, as JSON Lines. */
export async function exportPage(
  kinds: readonly ExportKind[],
  request: ExportRequest,
): Promise<ExportPage> {
  const kind = kindOf(kinds, request);
  const limit = pageLimit(request.limit, kind);
  const scope = { team_id: request.team_id, user_id: request.user_id };
  const key = kind.key ?? '_id';
  const filter = await kind.filter(scope);
  if (!filter) return { jsonl: Buffer.alloc(0), records: 0, next_after: '' };
  const query: Record<string, unknown> = { ...filter };
  if (request.after !== '') {
    const after = { $gt: parseAfter(kind, request.after) };
    // A filter on the key itself (rare) and the keyset bound must both hold.
    query.$and = [{ [key]: after }];
  }
  // One more than the page tells whether another page follows without a count.
  const documents: Record<string, unknown>[] = await kind.model
    .find(query)
    .sort({ [key]: 1 })
    .limit(limit + 1)
    .lean();
  const more = documents.length > limit;
  const page = more ? documents.slice(0, limit) : documents;
  const records = kind.toRecords
    ? await kind.toRecords(page, scope)
    : page.map((document) => (kind.toRecord ? kind.toRecord(document) : document));
  const last = page[page.length - 1];
  return {
    jsonl: toJsonLines(records),
    records: records.length,
    next_after: more && last ? String(last[key]) : '',
  };
}

/** The Portability service over a service's kinds, bound beside its own service. */
export function portabilityService(kinds: readonly ExportKind[]): ServiceBinding {
  return bindService<PortabilityDefinition>(
    PORTABILITY_SERVICE_NAME,
    portabilityProto().Portability.service,
    {
      ListExportKinds: async (request) => ({ kinds: kindsFor(kinds, request.personal) }),
      ExportRecords: (request) => exportPage(kinds, request),
    },
  );
}
