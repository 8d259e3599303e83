// The template form's live preview: the first rows the unsaved definition gives (grouped and
// totalled as it says), refreshed a moment after the last change, checked by the server as a save
// would be, so a refused column or operator shows its reason before saving.
import { useEffect, useState } from 'react';
import { Alert, Form } from 'antd';
import type { TemplateDefinition } from '../../shared/entities/tbl-templates.ts';
import { TemplateGrid } from './template-grid.tsx';

export interface QueryName {
  bizobjfile: string;
  api: string;
}

export function Preview({ query }: { query: QueryName }) {
  const form = Form.useFormInstance<TemplateDefinition>();
  const all = Form.useWatch([], form) as Partial<TemplateDefinition> | undefined;
  const text = JSON.stringify({
    bizobjfile: query.bizobjfile,
    api: query.api,
    columns: (all?.columns ?? []).filter((c) => c?.name).map((c) => ({ ...c, label: c.label || c.name })),
    filters: (all?.filters ?? []).filter((f) => f?.column && f.op),
    sort: (all?.sort ?? []).filter((s) => s?.column).map((s) => ({ column: s.column, dir: s.dir ?? 'asc' })),
    group_by: all?.group_by ?? null,
    totals: (all?.totals ?? []).filter((t) => t?.column && t.fn),
  });
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const t = setTimeout(() => setSettled(text), 400);
    return () => clearTimeout(t);
  }, [text]);
  const def = JSON.parse(settled) as TemplateDefinition;
  if (!def.columns.length) return <Alert type="info" message="Add a column to see a preview" />;
  return (
    <TemplateGrid
      url="/tbl/templates/preview"
      body={def}
      dataKey={settled}
      pageSize={5}
      paged={false}
      emptyText="No rows match these filters"
    />
  );
}
