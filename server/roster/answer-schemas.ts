// The answer schemas an import's counts and errors are sent with: the OneRoster upload (routes.ts)
// and the Blackbaud SKY import (server/sky/import-routes.ts) answer alike, so both take them here
// rather than one feature importing the other's routes file.
import { Type } from '@sinclair/typebox';

export const Counts = Type.Record(
  Type.String(),
  Type.Object({ create: Type.Integer(), update: Type.Integer(), delete: Type.Integer() }),
);
export const RosterErr = Type.Object({
  file: Type.String(),
  line: Type.Integer(),
  field: Type.String(),
  message: Type.String(),
});
