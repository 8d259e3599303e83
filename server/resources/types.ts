// A writable resource, declared as data: its table, key, tenant scope, input schemas and the
// permission each operation needs. One engine (engine.ts) performs every write.
import type { TObject } from '@sinclair/typebox';
import type { Db } from '../db/database.ts';
import type { QueryContext } from '../listmodel/types.ts';
import type { IdentityAdmin } from '../identity-admin/index.ts';
import type { NotifyOptions } from '../mail/notify.ts';
import type { Config } from '../config.ts';

export type Operation = 'create' | 'update' | 'delete';
export type Values = Record<string, unknown>;
export type Row = Record<string, unknown>;

/** What hooks outside the transaction may call: the app's services, handed to the engine by the
 * route from Fastify decorations (never module singletons, so a test app can swap them). */
export interface WriteServices {
  db: Db;
  identities: IdentityAdmin;
  /** sends a message through server/mail sendNotification (absent where no app runs, e.g. scripts) */
  notify?: (event: string, to: string, vars: Record<string, string>, opts: NotifyOptions) => Promise<number>;
  /** a signed, expiring, single-use link to set an account's password (server/identity-admin/password-links.ts) */
  passwordLink?: (userId: string, purpose: 'invite' | 'reset') => Promise<string>;
  /** queues a job on the job engine (server/jobs), and the app's configuration (absent where no app runs) */
  sendJob?: (name: string, data: object) => Promise<string | null>;
  config?: Config;
}

export interface ResourceDef {
  name: string;
  /** table as registry text; {t} is the tenant's schema */
  table: string;
  key: { column: string; type: 'int' | 'uuid' };
  /** the record's columns as returned and audited */
  columns: readonly string[];
  /** columns holding jsonb */
  jsonColumns?: readonly string[];
  /** set updated_at = now() on update */
  touchUpdatedAt?: boolean;
  /** which rows the principal may change (registry text with placeholders) */
  scope: (ctx: QueryContext) => string;
  permissions: Partial<Record<Operation, string>>;
  uiPath?: string;
  operatorOnly?: boolean;
  /** input schemas (additionalProperties false); update gets `version` added by the engine */
  createSchema?: TObject;
  updateSchema?: TObject;
  /** values every created row gets (e.g. tenant_id, kind) */
  fixed?: (ctx: QueryContext) => Values;
  /** checks and derived values before the transaction (may be slow, e.g. hashing); throws ApiError */
  prepare?: (
    op: 'create' | 'update',
    values: Values,
    ctx: QueryContext,
    db: Db,
    before?: Row,
  ) => Promise<Values> | Values;
  /** inside the transaction, after the insert */
  afterCreate?: (trx: Db, row: Row, values: Values, ctx: QueryContext) => Promise<void>;
  /** inside the transaction, after each update (e.g. rows of a child table the values name) */
  afterUpdate?: (trx: Db, row: Row, values: Values, ctx: QueryContext, before: Row) => Promise<void>;
  /** outside any transaction, after `prepare`, before the insert: a side effect in another store
   * that the row depends on (e.g. the sign-in identity whose subject becomes the key). Its values
   * replace the prepared ones. If the transaction then fails, `undoBeforeCreate` gets the same
   * values to remove it again, and the original error is answered. */
  beforeCreate?: (values: Values, ctx: QueryContext, services: WriteServices) => Promise<Values>;
  undoBeforeCreate?: (values: Values, ctx: QueryContext, services: WriteServices) => Promise<void>;
  /** outside any transaction, after it committed, once per written record (bulk: in order): a side
   * effect in another store that follows the database (e.g. disabling or removing the identity).
   * The database change stands if it throws; the error is answered. */
  afterCommit?: (
    op: Operation,
    before: Row | null,
    after: Row | null,
    ctx: QueryContext,
    services: WriteServices,
  ) => Promise<void>;
  /** inside the transaction, before a delete; throws to refuse */
  beforeDelete?: (trx: Db, row: Row, ctx: QueryContext) => Promise<void>;
  afterDelete?: (trx: Db, row: Row, ctx: QueryContext) => Promise<void>;
  /** a custom create (e.g. provisioning a tenant) that returns the new row's key */
  createWith?: (values: Values, ctx: QueryContext, db: Db) => Promise<string | number>;
  /** the tenant an audit record belongs to (default: the principal's) */
  auditTenant?: (row: Row, ctx: QueryContext) => number | null;
  /** values never written to the audit log */
  auditOmit?: readonly string[];
  /** columns answered only to holders of a permission (e.g. a student's email: student.email);
   * the same rule as a list column's `permission` */
  columnPermissions?: Readonly<Record<string, string>>;
  /** prepared values answered once with the created record (`{data, oneTime}`) and never stored or
   * audited (e.g. a new user's temporary password) */
  oneTime?: readonly string[];
  /** the audit record's action for a create (default 'create'; e.g. 'invite') */
  createAuditAction?: string;
  /** named actions on existing records: POST /api/resources/:name/actions/:action {ids, input?}
   * (server/resources/actions.ts; how to declare one: docs/adding-a-screen.md) */
  actions?: Readonly<Record<string, ActionDef>>;
}

/** What an action does to one record inside the transaction: `set` columns (version and audit by the
 * engine), or nothing but the audit record; `unchanged` writes nothing, not even the audit record. */
export interface ActionStep {
  set?: Values;
  unchanged?: boolean;
}

/** A named action on records of a resource, run per id: checks, an optional effect in another store
 * before the transaction (undone if it fails), the transaction (locked row, `apply`, audit record
 * named after the action), an optional effect after commit. Each hook may add values to the id's
 * answer (`output`, e.g. a temporary password). */
export interface ActionDef {
  /** what the screen's button says; docs/reference.md lists it */
  label: string;
  permission: string;
  /** the body's `input` (additionalProperties false); none: `input` must be absent or {} */
  input?: TObject;
  /** how many ids one request may name (default MAX_BULK) */
  maxIds?: number;
  /** once per request, before any id: checks the input against the database (e.g. the roles exist)
   * and may derive values; throws an ApiError (400 with `fields`) to refuse the whole request */
  prepareInput?: (input: Values, ctx: QueryContext, db: Db) => Values | Promise<Values>;
  /** outside any transaction, on the row as it is: throws an ApiError to refuse this id */
  check?: (row: Row, input: Values, ctx: QueryContext) => void | Promise<void>;
  /** outside, before the transaction: a side effect in another store; returns output values */
  before?: (row: Row, input: Values, ctx: QueryContext, services: WriteServices) => Promise<Values | void>;
  /** undoes `before` when the transaction fails (gets `before`'s output) */
  undo?: (row: Row, output: Values, ctx: QueryContext, services: WriteServices) => Promise<void>;
  /** inside the transaction, on the locked row */
  apply: (row: Row, input: Values, ctx: QueryContext, trx: Db) => ActionStep | Promise<ActionStep>;
  /** outside, after commit; the database change stands if it throws (the id's answer is the error) */
  after?: (
    before: Row,
    after: Row,
    input: Values,
    ctx: QueryContext,
    services: WriteServices,
  ) => Promise<Values | void>;
}

/** A write resource that is not (yet) an entity declaration; registered like one (registry.ts). */
export function defineResource(def: ResourceDef): { resources: readonly ResourceDef[] } {
  return { resources: [def] };
}
