// The demo tenants and accounts. Every password is DEMO_PASSWORD.
export const DEMO_PASSWORD = 'Welcome-2026';

export interface DemoTenant {
  schema: string;
  title: string;
  tenantModel: 'B2B' | 'B2CU';
  size: 'small' | 'none';
}

export const DEMO_TENANTS: readonly DemoTenant[] = [
  { schema: 'lms', title: 'Demo Academy', tenantModel: 'B2B', size: 'small' },
  { schema: 'ei_lms', title: 'EI', tenantModel: 'B2B', size: 'small' },
  { schema: 'ncsa_lms', title: 'NCSA', tenantModel: 'B2B', size: 'small' },
  { schema: 'riverside_lms', title: 'Riverside School', tenantModel: 'B2B', size: 'small' },
  { schema: 'trekai_lms', title: 'TrekAI', tenantModel: 'B2CU', size: 'small' },
  { schema: 'matched_lms', title: 'Matched', tenantModel: 'B2B', size: 'none' },
  { schema: 'public_lms', title: 'Public', tenantModel: 'B2B', size: 'none' },
];

export interface DemoAccount {
  email: string;
  tenant: string;
  roles: string[];
  firstName: string;
  lastName: string;
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { email: 'admin@demo-academy.test', tenant: 'lms', roles: ['admin'], firstName: 'Alice', lastName: 'Admin' },
  { email: 'teacher@demo-academy.test', tenant: 'lms', roles: ['teacher'], firstName: 'Tom', lastName: 'Teacher' },
  { email: 'student@demo-academy.test', tenant: 'lms', roles: ['student'], firstName: 'Sam', lastName: 'Student' },
  {
    email: 'multi@demo-academy.test',
    tenant: 'lms',
    roles: ['student', 'teacher', 'admin'],
    firstName: 'Morgan',
    lastName: 'Multi',
  },
  { email: 'operator@ei.test', tenant: 'ei_lms', roles: ['admin'], firstName: 'Olive', lastName: 'Operator' },
  {
    email: 'homeschool@ei.test',
    tenant: 'ei_lms',
    roles: ['home-school'],
    firstName: 'Hannah',
    lastName: 'Homeschool',
  },
  { email: 'indteacher@ei.test', tenant: 'ei_lms', roles: ['ind-teacher'], firstName: 'Ian', lastName: 'Independent' },
  { email: 'admin@ncsa.test', tenant: 'ncsa_lms', roles: ['admin'], firstName: 'Nora', lastName: 'Ncsa' },
  {
    email: 'admin@riverside.test',
    tenant: 'riverside_lms',
    roles: ['admin'],
    firstName: 'Rita',
    lastName: 'Riverside',
  },
  { email: 'student@trekai.test', tenant: 'trekai_lms', roles: ['student'], firstName: 'Trey', lastName: 'Trekker' },
];
