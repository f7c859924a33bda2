// The import parsers by source (import-rows.ts ImportParsers; docs/import-formats.md).
import type { ImportParsers } from '../import-rows';
import { parseClockify } from './clockify';
import { parseHarvest } from './harvest';
import { parseKimai } from './kimai';
import { parseMappedCsv } from './mapped-csv';
import { parseToggl } from './toggl';
import { parseWorkmesh } from './workmesh';

export const importParsers: ImportParsers = {
  clockify: parseClockify,
  toggl: parseToggl,
  harvest: parseHarvest,
  kimai: parseKimai,
  csv: parseMappedCsv,
  workmesh: parseWorkmesh,
};
