// Finding a source's columns in a file's header: names matched case-insensitively,
// trimmed, with runs of spaces as one, and a trailing currency "(USD)" ignored (Clockify's
// "Billable Rate (USD)"). Each column may go by several documented names (Kimai's
// "From" and "Begin"); a required one missing fails the whole file, naming it.
import { ImportFileError } from '../import-rows';

/** A column a source reads: the names it goes by, first the one to show. */
export interface ColumnSpec {
  names: readonly string[];
  required?: boolean;
}

const normalize = (title: string): string =>
  title
    .replace(/^\ufeff/, '')
    .trim()
    .replace(/\s+/g, ' ')
    .toLowerCase();

const withoutCurrency = (title: string): string => title.replace(/\s*\([a-z]{3}\)$/, '');

/** The header of a file: where each name is, and each column's title as written. */
export class HeaderColumns {
  private readonly positions = new Map<string, number>();

  constructor(readonly titles: readonly string[]) {
    titles.forEach((title, index) => {
      const name = normalize(title);
      if (!this.positions.has(name)) this.positions.set(name, index);
      const bare = withoutCurrency(name);
      if (!this.positions.has(bare)) this.positions.set(bare, index);
    });
  }

  /** The index of the first of `names` the header has, or -1. */
  indexOf(names: readonly string[]): number {
    for (const name of names) {
      const index = this.positions.get(normalize(name));
      if (index !== undefined) return index;
    }
    return -1;
  }
}

/**
 * The index of each column of `specs` (-1: absent, optional). Throws ImportFileError
 * naming the required columns the header lacks and listing what `exportName` has.
 */
export function resolveColumns<K extends string>(
  header: HeaderColumns,
  specs: Record<K, ColumnSpec>,
  exportName: string,
): Record<K, number> {
  const indexes = {} as Record<K, number>;
  const missing: string[] = [];
  for (const key of Object.keys(specs) as K[]) {
    indexes[key] = header.indexOf(specs[key].names);
    if (indexes[key] < 0 && specs[key].required) missing.push(specs[key].names[0]);
  }
  if (missing.length > 0) {
    const required = (Object.values(specs) as ColumnSpec[])
      .filter((spec) => spec.required)
      .map((spec) => spec.names[0]);
    const plural = missing.length > 1 ? 's' : '';
    throw new ImportFileError(
      `The file has no column${plural} ${missing.join(', ')}; ${exportName} has ${required.join(', ')}.`,
    );
  }
  return indexes;
}
