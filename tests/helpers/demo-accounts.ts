// The seeded demo accounts the API tests sign in as (CONTRACTS.md lists them).
export const ADMIN = 'admin@demo-academy.test';
export const TEACHER = 'teacher@demo-academy.test';
export const STUDENT = 'student@demo-academy.test';
export const OPERATOR = 'operator@ei.test';
export const RIVERSIDE = 'admin@riverside.test';
export const IND = 'indteacher@ei.test';
export const FAMILY = 'homeschool@ei.test';
