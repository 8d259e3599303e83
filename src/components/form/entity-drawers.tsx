// An entity's two drawer routes from one declaration: `create` (a new record from toValues()) and
// `:id/edit` (the record loaded, remounted when the id changes), both on EntityDrawer with the
// entity's fields; the fields get the create or update rules of the shape and which form they are in.
import type { ComponentType } from 'react';
import { useParams } from 'react-router';
import type { BaseRecord } from '@refinedev/core';
import type { EntityShape } from '../../shared/entity.ts';
import type { RuleSet } from '../../shared/field-rules.ts';
import { EntityDrawer } from './entity-drawer.tsx';

export interface FieldsProps {
  rules: RuleSet;
  create: boolean;
}

interface DrawersOf<R, V> {
  /** the form's values for a record (edit) or a new one (create); the shape's toValues unless given */
  toValues?: (record?: R) => Partial<V>;
  recordLabel: (record: R) => string;
  Fields: ComponentType<FieldsProps>;
}

export function entityDrawers<R extends BaseRecord & { version?: number }, V extends object>(
  shape: EntityShape,
  { toValues = shape.toValues as (record?: R) => Partial<V>, recordLabel, Fields }: DrawersOf<R, V>,
) {
  const Create = () => (
    <EntityDrawer<R, V> shape={shape} mode="create" toValues={toValues} recordLabel={recordLabel}>
      <Fields rules={shape.createRules} create />
    </EntityDrawer>
  );
  const Edit = () => {
    const { id } = useParams();
    return (
      <EntityDrawer<R, V> key={id} shape={shape} mode="edit" toValues={toValues} recordLabel={recordLabel}>
        <Fields rules={shape.updateRules} create={false} />
      </EntityDrawer>
    );
  };
  return { Create, Edit };
}
