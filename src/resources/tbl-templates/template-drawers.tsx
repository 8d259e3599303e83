// The template form in a drawer (EntityDrawer): a new template from a master or a copy of another
// (its values given), or an edit of a saved one. Name and description carry the shared rules; the
// columns, filters and sort come with a live preview (definition-fields.tsx).
import { useNavigate } from 'react-router';
import { Input } from 'antd';
import shape, { type TemplateDefinition } from '../../shared/entities/tbl-templates.ts';
import { EntityDrawer } from '../../components/form/entity-drawer.tsx';
import { RuleField } from '../../components/form/rule-field.tsx';
import { DefinitionFields } from './definition-fields.tsx';

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

function Fields({ creating }: { creating: boolean }) {
  const rules = creating ? shape.createRules : shape.updateRules;
  return (
    <>
      <RuleField name="template_name" rule={rules.template_name} />
      <RuleField name="description" rule={rules.description}>
        <Input.TextArea rows={2} maxLength={rules.description.max} />
      </RuleField>
      <DefinitionFields creating={creating} />
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
      <Fields creating />
    </EntityDrawer>
  );
}

export function EditTemplate({ id, onClose }: { id: string; onClose: () => void }) {
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
      <Fields creating={false} />
    </EntityDrawer>
  );
}
