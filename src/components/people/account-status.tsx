// The sign-in account column and filter the person lists share (teachers, students): the state of
// the person's account in this school (server/people/person-columns.ts ACCOUNT_STATUS_COLUMN).
import { badgeColumn } from '../table/grid-columns.tsx';
import type { GridColumn } from '../table/types.ts';
import { selectFilter } from '../table/select-filter.ts';

const ACCOUNT_BADGE = { active: 'success', invited: 'processing', disabled: 'error', none: 'default' } as const;
const ACCOUNT_STATES = ['active', 'invited', 'disabled', 'none'] as const;

export const accountStatusColumn = <T,>(): GridColumn<T> => badgeColumn<T>('account_status', 'Sign-in', ACCOUNT_BADGE);

export const accountStatusFilter = () => selectFilter('account_status', 'Sign-in', ACCOUNT_STATES);
