// Reads the evaluation set: one JSON file per tool in eval/set/ (the 22 catalogue tools, the
// question rotator, the tutor and each student room kind, room-<kind>.json), each a list of cases
// with the properties their output must have.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { EvalSet } from './types.ts';

export const SET_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../eval/set');

export function loadSet(dir = SET_DIR): EvalSet[] {
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as EvalSet);
}
