// An entity's two drawer routes from one declaration: `create` (a new record from toValues()) and
// `:id/edit` (the record loaded, remounted when the id changes), both on EntityDrawer with the
// entity's fields; the fields get the create or update rules of the shape and which form they are in.
// Without `Fields` the form is the shape's fields as they are (shape-fields.tsx), and the record is
// named by its first field.
import type { ComponentType } from 'react';
import { useParams } from 'react-router';
import type { BaseRecord } from '@refinedev/core';
import type { EntityShape } from '../../shared/entity.ts';
import type { RuleSet } from '../../shared/field-rules.ts';
import { EntityDrawer } from './entity-drawer.tsx';
import { ShapeFields } from './shape-fields.tsx';
import { firstFieldLabel } from '../table/shape-columns.tsx';

export interface FieldsProps {
  rules: RuleSet;
  create: boolean;
}

interface DrawersOf<R, V> {
  /** the form's values for a record (edit) or a new one (create); the shape's toValues unless given */
  toValues?: (record?: R) => Partial<V>;
  /** how the record is named in titles and messages; default its first field */
  recordLabel?: (record: R) => string;
  /** the form's fields; default the shape's fields (ShapeFields) */
  Fields?: ComponentType<FieldsProps>;
}

export function entityDrawers<R extends BaseRecord & { version?: number }, V extends object>(
  shape: EntityShape,
  {
    toValues = shape.toValues as (record?: R) => Partial<V>,
    recordLabel = firstFieldLabel(shape),
    Fields = ({ rules }: FieldsProps) => <ShapeFields shape={shape} rules={rules} />,
  }: DrawersOf<R, V> = {},
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
