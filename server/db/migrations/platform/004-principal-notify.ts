import { sql } from 'kysely';
import type { Migration } from '../../migrate.ts';

// Every server caches principals (server/auth/principal-cache.ts). These triggers tell all of them,
// through NOTIFY on the channel principal_invalidate, when a row the principal is built from
// changes, whatever code path wrote it. NOTIFY is delivered at commit and dropped on rollback.
// Payload: "u:<user_id>,..." (those users), "t:<tenant_id>,..." (everyone in those tenants) or
// "*" (everyone). Statement-level triggers with transition tables send one notification per
// statement, so a bulk import does not send one per row; a payload that would not fit falls back
// to "*". Nothing in a tenant schema feeds the principal, so tenant schemas need no trigger.
export const principalNotify: Migration = {
  version: '004-principal-notify',
  async up(db) {
    await sql`
      CREATE FUNCTION platform.notify_principal_ids(kind text, ids text[]) RETURNS void
      LANGUAGE plpgsql AS $fn$
      DECLARE
        payload text;
      BEGIN
        IF ids IS NULL OR cardinality(ids) = 0 THEN
          RETURN;
        END IF;
        IF '*' = ANY (ids) THEN
          payload := '*';
        ELSE
          payload := kind || ':' || array_to_string(ids, ',');
          -- NOTIFY payloads must stay under 8000 bytes
          IF octet_length(payload) > 7000 THEN
            payload := '*';
          END IF;
        END IF;
        PERFORM pg_notify('principal_invalidate', payload);
      END
      $fn$;

      -- app_users: who the user is, their roles, status and tenant. A new row needs no notice:
      -- nothing can be cached for a user who did not exist.
      CREATE FUNCTION platform.app_users_notify() RETURNS trigger
      LANGUAGE plpgsql AS $fn$
      BEGIN
        IF TG_OP = 'UPDATE' THEN
          PERFORM platform.notify_principal_ids('u', ARRAY(
            SELECT DISTINCT o.user_id::text FROM old_rows o JOIN new_rows n ON n.user_id = o.user_id
            WHERE (o.roles, o.status, o.tenant_id, o.email, o.party_id)
                  IS DISTINCT FROM (n.roles, n.status, n.tenant_id, n.email, n.party_id)
            UNION
            SELECT o.user_id::text FROM old_rows o WHERE NOT EXISTS (SELECT 1 FROM new_rows n WHERE n.user_id = o.user_id)));
        ELSIF TG_OP = 'DELETE' THEN
          PERFORM platform.notify_principal_ids('u', ARRAY(SELECT DISTINCT user_id::text FROM old_rows));
        ELSIF TG_OP = 'TRUNCATE' THEN
          PERFORM platform.notify_principal_ids('u', ARRAY['*']);
        END IF;
        RETURN NULL;
      END
      $fn$;

      -- tenants: title, model, schema name, status. Tenant rows, roles and app controls all
      -- carry a tenant id (tenant_id NULL in roles and app_controls is the platform default,
      -- which reaches every tenant).
      CREATE FUNCTION platform.tenant_rows_notify() RETURNS trigger
      LANGUAGE plpgsql AS $fn$
      DECLARE
        col text := TG_ARGV[0];
      BEGIN
        IF TG_OP = 'TRUNCATE' THEN
          PERFORM platform.notify_principal_ids('t', ARRAY['*']);
        ELSIF TG_OP = 'INSERT' THEN
          PERFORM platform.notify_principal_ids('t', ARRAY(
            SELECT DISTINCT coalesce((to_jsonb(n) ->> col), '*') FROM new_rows n));
        ELSIF TG_OP = 'DELETE' THEN
          PERFORM platform.notify_principal_ids('t', ARRAY(
            SELECT DISTINCT coalesce((to_jsonb(o) ->> col), '*') FROM old_rows o));
        ELSE
          PERFORM platform.notify_principal_ids('t', ARRAY(
            SELECT coalesce((to_jsonb(o) ->> col), '*') FROM old_rows o
            UNION
            SELECT coalesce((to_jsonb(n) ->> col), '*') FROM new_rows n));
        END IF;
        RETURN NULL;
      END
      $fn$;

      CREATE TRIGGER app_users_notify_update AFTER UPDATE ON platform.app_users
        REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
        FOR EACH STATEMENT EXECUTE FUNCTION platform.app_users_notify();
      CREATE TRIGGER app_users_notify_delete AFTER DELETE ON platform.app_users
        REFERENCING OLD TABLE AS old_rows
        FOR EACH STATEMENT EXECUTE FUNCTION platform.app_users_notify();
      CREATE TRIGGER app_users_notify_truncate AFTER TRUNCATE ON platform.app_users
        FOR EACH STATEMENT EXECUTE FUNCTION platform.app_users_notify();

      CREATE TRIGGER tenants_notify_update AFTER UPDATE ON platform.tenants
        REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
        FOR EACH STATEMENT EXECUTE FUNCTION platform.tenant_rows_notify('id');
      CREATE TRIGGER tenants_notify_delete AFTER DELETE ON platform.tenants
        REFERENCING OLD TABLE AS old_rows
        FOR EACH STATEMENT EXECUTE FUNCTION platform.tenant_rows_notify('id');
      CREATE TRIGGER tenants_notify_truncate AFTER TRUNCATE ON platform.tenants
        FOR EACH STATEMENT EXECUTE FUNCTION platform.tenant_rows_notify('id');
    `.execute(db);
    for (const table of ['roles', 'app_controls']) {
      const t = sql.id('platform', table);
      const name = (event: string) => sql.id(`${table}_notify_${event}`);
      await sql`
        CREATE TRIGGER ${name('insert')} AFTER INSERT ON ${t}
          REFERENCING NEW TABLE AS new_rows
          FOR EACH STATEMENT EXECUTE FUNCTION platform.tenant_rows_notify('tenant_id');
        CREATE TRIGGER ${name('update')} AFTER UPDATE ON ${t}
          REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
          FOR EACH STATEMENT EXECUTE FUNCTION platform.tenant_rows_notify('tenant_id');
        CREATE TRIGGER ${name('delete')} AFTER DELETE ON ${t}
          REFERENCING OLD TABLE AS old_rows
          FOR EACH STATEMENT EXECUTE FUNCTION platform.tenant_rows_notify('tenant_id');
        CREATE TRIGGER ${name('truncate')} AFTER TRUNCATE ON ${t}
          FOR EACH STATEMENT EXECUTE FUNCTION platform.tenant_rows_notify('tenant_id');
      `.execute(db);
    }
  },
};
