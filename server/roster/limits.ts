// How much an uploaded roster may unpack to (docs/rostering.md, "Limits"). A zip is a few hundred
// kB that can inflate to gigabytes, so the unpacking (unzip.ts) counts what comes out, entry by
// entry and in total, and against what went in, and stops at the first limit passed; a cell and
// a record of a CSV file are bounded too, so a huge value never reaches the database.
// The byte limits come from the environment (README, configuration), read at each import.

export interface RosterLimits {
  /** largest unpacked CSV file */
  maxEntryBytes: number;
  /** largest sum of the unpacked files */
  maxTotalBytes: number;
  /** most bytes out per byte in (past the first RATIO_SLACK bytes) */
  maxRatio: number;
}

const MB = 1024 * 1024;
/** unpacked bytes allowed before the ratio counts: small files compress very well */
export const RATIO_SLACK = MB;
/** longest value of one cell, in characters */
export const MAX_CELL_CHARS = 4000;
/** longest record (all of a row's cells), in characters */
export const MAX_RECORD_CHARS = 64 * 1024;
/** longest manifest.csv: a property list of a few dozen lines */
export const MAX_MANIFEST_BYTES = 64 * 1024;

function positive(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isFinite(n) || n <= 0) throw new Error(`Invalid number in environment: ${name}=${raw}`);
  return n;
}

export function rosterLimits(): RosterLimits {
  return {
    maxEntryBytes: positive('ROSTER_MAX_ENTRY_BYTES', 64 * MB),
    maxTotalBytes: positive('ROSTER_MAX_TOTAL_BYTES', 128 * MB),
    maxRatio: positive('ROSTER_MAX_RATIO', 100),
  };
}

/** 67108864 -> "64 MB" */
export const megabytes = (n: number) => `${Math.round((n / MB) * 10) / 10} MB`;
