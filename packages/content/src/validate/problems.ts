/**
 * What a check reports: a problem at a path of the catalogue, and how a path is written in the error.
 */

/** One step of a path into the catalogue: a property name or an array index. */
export type PathSegment = string | number;

/** One thing wrong with the catalogue, at `path`. */
export interface Problem {
  path: readonly PathSegment[];
  message: string;
}

const identifier = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/** Writes a path the way code reads it: `industries[2].services[4].serviceId`, `contactForms["managed-it"]`. */
export function formatPath(path: readonly PathSegment[]): string {
  let out = '';
  for (const segment of path) {
    if (typeof segment === 'number') out += `[${segment}]`;
    else if (identifier.test(segment)) out += out === '' ? segment : `.${segment}`;
    else out += `[${JSON.stringify(segment)}]`;
  }
  return out === '' ? '(catalogue)' : out;
}
