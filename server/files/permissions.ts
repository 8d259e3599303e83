// Who may reach which files: a table of directory areas inside a tenant, each with the
// permission needed to reach other people's files there, and one small engine.
// The owner segment (:partyId / :userId) is "own" when it is the caller's own id: own files are
// always reachable; roles in ownOnlyRoles reach nothing else in that area.
import type { Principal } from '../auth/principal.ts';
import { checkAccess } from '../plugins/access-policy.ts';
import { forbidden } from '../errors.ts';

export interface FileArea {
  /** segments under the tenant root; the files live below it */
  path: string;
  permission: string;
  ownOnlyRoles: string[];
}

export const FILE_AREAS: readonly FileArea[] = [
  { path: 'students/:partyId/documents', permission: 'all_student_doc.read', ownOnlyRoles: ['student'] },
  { path: 'students/:partyId/images', permission: 'student_images.read', ownOnlyRoles: ['student'] },
  { path: 'teachers/:partyId/documents', permission: 'all_teacher_doc.read', ownOnlyRoles: ['student'] },
  { path: 'teachers/:partyId/images', permission: 'teacher_images.read', ownOnlyRoles: ['student'] },
  // Personal files, e.g. texts uploaded into the AI tools; only admins (who hold every permission) see others'.
  { path: 'users/:userId', permission: 'all_user_files.read', ownOnlyRoles: ['student'] },
];

/** "My documents" of the current role: the first row that applies. */
export const HOME_DIRS: readonly { roles: string[] | '*'; path: string }[] = [
  { roles: ['student'], path: 'students/:partyId/documents' },
  { roles: ['teacher', 'ind-teacher'], path: 'teachers/:partyId/documents' },
  { roles: '*', path: 'users/:userId' },
];

function ownId(p: Principal, param: string): string | undefined {
  if (param === ':partyId') return p.partyId == null ? undefined : String(p.partyId);
  if (param === ':userId') return p.userId;
  return undefined;
}

/** Throws 403 unless the principal may read and write at `relPath` (a file, or a directory with `dir`). */
export function authorizeFilePath(p: Principal, relPath: string, opts: { dir?: boolean } = {}): void {
  const segs = relPath.split('/');
  for (const area of FILE_AREAS) {
    const pattern = area.path.split('/');
    // a file must lie below the area; a directory may be the area itself
    if (segs.length < pattern.length + (opts.dir ? 0 : 1)) continue;
    let own = false;
    const match = pattern.every((part, i) => {
      if (!part.startsWith(':')) return segs[i] === part;
      own = ownId(p, part) === segs[i];
      return true;
    });
    if (!match) continue;
    if (own) return;
    if (area.ownOnlyRoles.includes(p.currentRole)) {
      throw forbidden(`As ${p.currentRole} you can reach only your own files`, 'own_files_only', { path: relPath });
    }
    checkAccess(p, area.permission);
    return;
  }
  throw forbidden(
    `${relPath} is not inside a file area (${FILE_AREAS.map((a) => a.path).join(', ')})`,
    'no_file_area',
    { path: relPath },
  );
}

export function homeDir(p: Principal): string {
  for (const h of HOME_DIRS) {
    if (h.roles !== '*' && !h.roles.includes(p.currentRole)) continue;
    const segs = h.path.split('/').map((s) => (s.startsWith(':') ? ownId(p, s) : s));
    if (segs.every((s) => s !== undefined)) return segs.join('/');
  }
  return `users/${p.userId}`;
}
