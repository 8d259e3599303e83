// The row action of the people lists (students, teachers) that opens a person's profile page.
import type { NavigateFunction } from 'react-router';
import type { RowAction } from '../table/types.ts';

export const profileAction = <T extends { id: string | number }>(
  kind: 'student' | 'teacher',
  navigate: NavigateFunction,
): RowAction<T> => ({
  key: 'profile',
  label: 'Profile',
  permission: `${kind}.profile.read`,
  run: (r) => navigate(`/${kind}-profile/${r.id}`),
});
