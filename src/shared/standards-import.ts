// What a standards import (CASE or CSV) answers, per framework and in all: the server's summary
// (server/curriculum/save-frameworks.ts) and the import drawer's table read the same shape.
export interface ImportSummary {
  frameworks: {
    identifier: string;
    title: string;
    standards: number;
    /** not stored before */
    added: number;
    /** stored with a different code, statement, parent, grades or position */
    updated: number;
    /** stored exactly as imported */
    unchanged: number;
  }[];
  standards: number;
}
