// /admin/tbl/template/create/:masterTemplateId and /admin/tbl/template/clone/:templateId: the
// templates list with the new-template drawer over it, prefilled from the master or from the
// template being cloned ("Copy of …"). Saving creates a new template; nothing changes the source.
import { useParams } from 'react-router';
import { Alert, Spin } from 'antd';
import { useOne } from '@refinedev/core';
import shape from '../../shared/entities/tbl-templates.ts';
import TemplatesList from './templates-list.tsx';
import { CreateTemplate, type TemplateRow, type TemplateValues } from './template-drawers.tsx';
import type { MasterRow } from './masters-list.tsx';

function Start({ resource, id, toValues }: { resource: string; id: string; toValues: (r: never) => TemplateValues }) {
  const { result, query } = useOne<MasterRow | TemplateRow>({ resource, id: Number(id), errorNotification: false });
  let body;
  if (query.isError)
    body = (
      <Alert
        type="error"
        showIcon
        message="The template to start from cannot be opened"
        description={(query.error as { message?: string } | null)?.message}
      />
    );
  else if (!result) body = <Spin tip="Loading…">{<div style={{ minHeight: 60 }} />}</Spin>;
  else body = <CreateTemplate initial={toValues(result as never)} />;
  return <TemplatesList>{body}</TemplatesList>;
}

const definition = (r: MasterRow | TemplateRow) => ({
  bizobjfile: r.bizobjfile,
  api: r.api,
  columns: r.columns,
  filters: r.filters,
  sort: r.sort,
  group_by: r.group_by ?? null,
  totals: r.totals ?? [],
});

export function CreateFromMaster() {
  const { masterTemplateId = '' } = useParams();
  return (
    <Start
      resource="/admin/tbl/template-master"
      id={masterTemplateId}
      toValues={(m: MasterRow) => ({
        ...definition(m),
        template_name: m.template_name,
        description: m.description,
        master_template_id: m.id,
      })}
    />
  );
}

export function CloneTemplate() {
  const { templateId = '' } = useParams();
  return (
    <Start
      resource={shape.uiPath}
      id={templateId}
      toValues={(t: TemplateRow) => ({
        ...definition(t),
        template_name: `Copy of ${t.template_name}`.slice(0, 100),
        description: t.description,
        master_template_id: t.master_template_id,
      })}
    />
  );
}
