// The template form in a drawer (EntityDrawer): a new template from a master or a copy of another
// (its values given), or an edit of a saved one. Name and description carry the shared rules; the
// columns, filters and sort come with a live preview (definition-fields.tsx).
import { useNavigate } from 'react-router';
import { Input } from 'antd';
import shape, { type TemplateDefinition } from '../../shared/entities/tbl-templates.ts';
import { EntityDrawer } from '../../components/form/entity-drawer.tsx';
import { RuleField } from '../../components/form/rule-field.tsx';
import { DefinitionFields, type QueryName } from './definition-fields.tsx';

export interface TemplateRow extends TemplateDefinition {
  id: number;
  template_name: string;
  description: string;
  master_template_id: number | null;
  query: string;
  column_count: number;
  version: number;
  updated_at: string;
}

export type TemplateValues = Omit<TemplateRow, 'id' | 'query' | 'column_count' | 'version' | 'updated_at'>;

const label = (r: TemplateRow) => r.template_name;

function Fields({ creating, query }: { creating: boolean; query: QueryName }) {
  const rules = creating ? shape.createRules : shape.updateRules;
  return (
    <>
      <RuleField name="template_name" rule={rules.template_name} />
      <RuleField name="description" rule={rules.description}>
        <Input.TextArea rows={2} maxLength={rules.description.max} />
      </RuleField>
      <DefinitionFields creating={creating} query={query} />
    </>
  );
}

const toList = () => ({ pathname: shape.uiPath });

/** A new template starting from `initial` (a master's or another template's definition). */
export function CreateTemplate({ initial }: { initial: TemplateValues }) {
  const navigate = useNavigate();
  return (
    <EntityDrawer<TemplateRow, TemplateValues>
      shape={shape}
      mode="create"
      toValues={() => initial}
      recordLabel={label}
      onClose={() => navigate(toList())}
    >
      <Fields creating query={initial} />
    </EntityDrawer>
  );
}

/** `query`: the saved template's list query (fixed at creation), known to the page that opens it. */
export function EditTemplate({ id, query, onClose }: { id: string; query: QueryName; onClose: () => void }) {
  return (
    <EntityDrawer<TemplateRow, TemplateValues>
      key={id}
      shape={shape}
      mode="edit"
      recordId={id}
      toValues={(r) => (r ? { ...r } : {})}
      recordLabel={label}
      onClose={onClose}
    >
      <Fields creating={false} query={query} />
    </EntityDrawer>
  );
}
