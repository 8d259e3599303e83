// For runs against a PostgreSQL server: the maintenance connection and the template name.
export const TEMPLATE_DB = 'lms_test_template';

export function adminUrl(): string {
  const url = new URL(process.env.DATABASE_URL!);
  url.pathname = '/postgres';
  return url.toString();
}
