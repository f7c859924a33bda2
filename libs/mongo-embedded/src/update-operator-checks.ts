// Parsing an operator update as MongoDB parses it, before any document is read:
// unknown modifiers (FailedToParse 9), empty field names (EmptyFieldName 56),
// misplaced positional operators, each modifier's argument, array filters and
// their identifiers, and two updates of one path or of a path and its prefix
// (ConflictingUpdateOperators 40). The result is the tree update-tree.ts applies.
import type { Document } from 'bson';
import type { Query } from 'mingo';
import { badValue, ErrorCodes, failedToParse, MongoCommandError } from './errors';
import { compileFilter } from './query-engine';
import { makeLeaf, UPDATE_OPERATORS, type RenameNode } from './update-operators';
import type { ArrayNode, ObjectNode, UpdateNode } from './update-tree';
import { bsonTypeName, isDocument, renderElement, renderValue } from './update-values';

export interface ParsedModifier {
  root: ObjectNode;
  /** The array path before each positional '$' of the update. */
  positionalPrefixes: string[];
  arrayFilters: Map<string, Query>;
}

const isArrayFilterIdentifier = (part: string) =>
  part.length >= 3 && part.startsWith('$[') && part.endsWith(']');

const IDENTIFIER = /^[a-z][a-zA-Z0-9]*$/;

/** The identifiers a filter's top-level fields name ('e' for {'e.qty': …}, through $and/$or/$nor). */
function filterIdentifiers(filter: Document, found = new Set<string>()): Set<string> {
  for (const [field, condition] of Object.entries(filter)) {
    if (['$and', '$or', '$nor'].includes(field) && Array.isArray(condition)) {
      for (const clause of condition) if (isDocument(clause)) filterIdentifiers(clause, found);
    } else if (!field.startsWith('$')) found.add(field.split('.')[0]);
  }
  return found;
}

function compileArrayFilter(filter: Document): Query {
  try {
    return compileFilter(filter);
  } catch (error) {
    if (error instanceof MongoCommandError) throw error;
    throw badValue(`Error parsing array filter :: caused by :: ${(error as Error).message}`);
  }
}

/** arrayFilters: one filter per identifier, each naming exactly one. */
export function parseArrayFilters(raw: unknown): Map<string, Query> {
  const filters = new Map<string, Query>();
  if (raw === undefined || raw === null) return filters;
  if (!Array.isArray(raw)) {
    throw new MongoCommandError(
      ErrorCodes.TypeMismatch,
      `BSON field 'arrayFilters' is the wrong type '${bsonTypeName(raw)}', expected type 'array'`,
    );
  }
  for (const filter of raw) {
    if (!isDocument(filter)) {
      throw new MongoCommandError(
        ErrorCodes.TypeMismatch,
        `BSON field 'arrayFilters' element is the wrong type '${bsonTypeName(filter)}', expected type 'object'`,
      );
    }
    const identifiers = [...filterIdentifiers(filter)];
    if (identifiers.length > 1) {
      throw failedToParse(
        `Error parsing array filter :: caused by :: Expected a single top-level field name, found '${identifiers[0]}' and '${identifiers[1]}'`,
      );
    }
    const [identifier] = identifiers;
    if (identifier === undefined)
      throw failedToParse(
        'Cannot use an expression without a top-level field name in arrayFilters',
      );
    if (!IDENTIFIER.test(identifier)) {
      throw badValue(
        `Error parsing array filter :: caused by :: The top-level field name must be an alphanumeric string beginning with a lowercase letter, found '${identifier}'`,
      );
    }
    if (filters.has(identifier))
      throw failedToParse(
        `Found multiple array filters with the same top-level field name ${identifier}`,
      );
    filters.set(identifier, compileArrayFilter(filter));
  }
  return filters;
}

/** The update path checks of fieldchecker::isUpdatable and UpdateObjectNode::parseAndMerge. */
function checkPath(path: string): string[] {
  if (path === '')
    throw new MongoCommandError(ErrorCodes.EmptyFieldName, 'An empty update path is not valid.');
  const parts = path.split('.');
  if (parts.some((part) => part === '')) {
    throw new MongoCommandError(
      ErrorCodes.EmptyFieldName,
      `The update path '${path}' contains an empty field name, which is not allowed.`,
    );
  }
  const positional = parts.filter((part) => part === '$').length;
  if (positional > 1)
    throw badValue(`Too many positional (i.e. '$') elements found in path '${path}'`);
  if (parts[0] === '$') {
    throw badValue(
      `Cannot have positional (i.e. '$') element in the first position in path '${path}'`,
    );
  }
  return parts;
}

const objectNode = (): ObjectNode => ({ kind: 'object', children: new Map() });
const arrayNode = (): ArrayNode => ({ kind: 'array', children: new Map() });

class TreeBuilder {
  readonly root = objectNode();
  readonly positionalPrefixes: string[] = [];
  readonly usedIdentifiers = new Set<string>();

  constructor(private readonly arrayFilters: Map<string, Query>) {}

  private childName(part: string, position: number, path: string): string {
    if (!isArrayFilterIdentifier(part)) return part;
    if (position === 0) {
      throw badValue(
        `Cannot have array filter identifier (i.e. '$[<id>]') element in the first position in path '${path}'`,
      );
    }
    const identifier = part.slice(2, -1);
    if (identifier !== '' && !this.arrayFilters.has(identifier))
      throw badValue(`No array filter found for identifier '${identifier}' in path '${path}'`);
    if (identifier !== '') this.usedIdentifiers.add(identifier);
    return identifier;
  }

  private static child(parent: ObjectNode | ArrayNode, name: string): UpdateNode | undefined {
    if (parent.kind === 'object' && name === '$') return parent.positional;
    return parent.children.get(name);
  }

  private static setChild(parent: ObjectNode | ArrayNode, name: string, node: UpdateNode): void {
    if (parent.kind === 'object' && name === '$') parent.positional = node;
    else parent.children.set(name, node);
  }

  /** Places `node` at `path`, refusing a path that is, or runs through, another update's path. */
  add(parts: string[], node: UpdateNode): void {
    const path = parts.join('.');
    const conflict = (at: string) =>
      new MongoCommandError(
        ErrorCodes.ConflictingUpdateOperators,
        `Updating the path '${path}' would create a conflict at '${at}'`,
      );
    let current: ObjectNode | ArrayNode = this.root;
    parts.forEach((part, i) => {
      if (part === '$') this.positionalPrefixes.push(parts.slice(0, i).join('.'));
    });
    for (let i = 0; i < parts.length - 1; i++) {
      const name = this.childName(parts[i], i, path);
      const shouldBeArray = isArrayFilterIdentifier(parts[i + 1]);
      let child = TreeBuilder.child(current, name);
      if (child) {
        if (child.kind !== (shouldBeArray ? 'array' : 'object'))
          throw conflict(parts.slice(0, i + 1).join('.'));
      } else {
        child = shouldBeArray ? arrayNode() : objectNode();
        TreeBuilder.setChild(current, name, child);
      }
      current = child as ObjectNode | ArrayNode;
    }
    const name = this.childName(parts[parts.length - 1], parts.length - 1, path);
    if (TreeBuilder.child(current, name)) throw conflict(path);
    TreeBuilder.setChild(current, name, node);
  }
}

const isDynamic = (parts: string[]) =>
  parts.some((part) => part === '$' || isArrayFilterIdentifier(part));

function addRename(builder: TreeBuilder, from: string, to: unknown): void {
  builder.add(checkPath(from), { kind: 'renameSource' });
  if (typeof to !== 'string')
    throw badValue(`The 'to' field for $rename must be a string: ${renderElement(from, to)}`);
  const toParts = checkPath(to);
  const fromParts = from.split('.');
  const element = renderElement(from, to);
  if (from === to)
    throw badValue(`The source and target field for $rename must differ: ${element}`);
  const prefixOf = (a: string[], b: string[]) => a.every((part, i) => b[i] === part);
  if (prefixOf(fromParts, toParts) || prefixOf(toParts, fromParts))
    throw badValue(
      `The source and target field for $rename must not be on the same path: ${element}`,
    );
  if (isDynamic(fromParts))
    throw badValue(`The source field for $rename may not be dynamic: ${from}`);
  if (isDynamic(toParts))
    throw badValue(`The destination field for $rename may not be dynamic: ${to}`);
  const node: RenameNode = { kind: 'rename', operator: '$rename', from, to };
  builder.add(toParts, node);
}

/** Parses `{$op: {path: argument, …}, …}` with its arrayFilters into the update tree. */
export function parseModifier(modifier: Document, rawArrayFilters: unknown): ParsedModifier {
  const arrayFilters = parseArrayFilters(rawArrayFilters);
  const builder = new TreeBuilder(arrayFilters);
  for (const [operator, fields] of Object.entries(modifier)) {
    if (!UPDATE_OPERATORS.has(operator)) {
      throw failedToParse(
        `Unknown modifier: ${operator}. Expected a valid update modifier or pipeline-style update specified as an array`,
      );
    }
    if (!isDocument(fields)) {
      throw failedToParse(
        `Modifiers operate on fields but we found type ${bsonTypeName(fields)} instead. For example: {$mod: {<field>: ...}} not {${renderElement(operator, fields)}}`,
      );
    }
    for (const [path, argument] of Object.entries(fields)) {
      if (operator === '$rename') {
        addRename(builder, path, argument);
        continue;
      }
      const parts = checkPath(path);
      builder.add(parts, makeLeaf(operator, path, argument));
    }
  }
  for (const identifier of arrayFilters.keys()) {
    if (!builder.usedIdentifiers.has(identifier)) {
      throw failedToParse(
        `The array filter for identifier '${identifier}' was not used in the update ${renderValue(modifier)}`,
      );
    }
  }
  return {
    root: builder.root,
    positionalPrefixes: builder.positionalPrefixes,
    arrayFilters,
  };
}
