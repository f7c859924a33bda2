// Original file: proto/tracking.proto

/**
 * Where an import's file comes from: each vendor's detailed time-entry CSV export, a CSV
 * with the caller's column mapping, or a workmesh export (its zip).
 */
export const ImportSource = {
  clockify: 'clockify',
  toggl: 'toggl',
  harvest: 'harvest',
  kimai: 'kimai',
  csv: 'csv',
  workmesh: 'workmesh',
} as const;

/**
 * Where an import's file comes from: each vendor's detailed time-entry CSV export, a CSV
 * with the caller's column mapping, or a workmesh export (its zip).
 */
export type ImportSource =
  'clockify' | 0 | 'toggl' | 1 | 'harvest' | 2 | 'kimai' | 3 | 'csv' | 4 | 'workmesh' | 5;

/**
 * Where an import's file comes from: each vendor's detailed time-entry CSV export, a CSV
 * with the caller's column mapping, or a workmesh export (its zip).
 */
export type ImportSource__Output = (typeof ImportSource)[keyof typeof ImportSource];
