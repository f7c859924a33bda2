// The real parsers and writer of imports (parsers/index.ts, import-writer.ts).
import {
  ImportFileError,
  type ImportParser,
  type ImportParsers,
  type ImportWriter,
} from './import-rows';
import type { TrackingDependencies } from '../dependencies';
import { IMPORT_SOURCES } from '@workmesh/platform';

// eslint-disable-next-line require-yield
const notYet: ImportParser = async function* () {
  throw new ImportFileError('This source cannot be imported yet.');
};

export function realImportParts(_deps: TrackingDependencies): {
  parsers: ImportParsers;
  writer: ImportWriter;
} {
  return {
    parsers: Object.fromEntries(IMPORT_SOURCES.map((source) => [source, notYet])) as ImportParsers,
    writer: {
      writeBatch: async () => {
        throw new Error('the import writer is not built yet');
      },
      finish: () => undefined,
    },
  };
}
