// One problem with an uploaded roster: the file and line (1 is the header; 0 the file as a whole)
// and the field at fault. The import collects up to MAX_ERRORS of them before giving up.
export interface RosterError {
  file: string;
  line: number;
  field: string;
  message: string;
}

export const MAX_ERRORS = 500;

export class ErrorList {
  readonly items: RosterError[] = [];
  add(file: string, line: number, field: string, message: string) {
    if (this.items.length < MAX_ERRORS) this.items.push({ file, line, field, message });
  }
  get full() {
    return this.items.length >= MAX_ERRORS;
  }
}
