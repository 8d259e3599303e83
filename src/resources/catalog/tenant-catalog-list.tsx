// /tenant-catalog (tenant_catalog.read): the catalogue courses offered to this school (through the
// operators' sub-catalogues) and the terms it subscribes them for; "Subscribe" picks one of the
// school's terms (the settings' year_term_arr) and runs the subscribe action.
import { useState } from 'react';
import { App, Form, Select, Tag } from 'antd';
import { DrawerForm } from '../../components/form/drawer-form.tsx';
import { useInvalidate, useList } from '@refinedev/core';
import { DataGrid } from '../../components/table/data-grid.tsx';
import type { GridColumn, RowAction } from '../../components/table/types.ts';
import { failureText, runAction } from '../../providers/data/run-action.ts';
import { catalogColumns, catalogFilters, catalogGrid } from './catalog-columns.tsx';
import type { CatalogCourseRow } from './catalog-row.ts';

const RESOURCE = 'catalog/tenant_catalog';
const META = { bizobjfile: 'catalog', api: 'tenant_catalog' };

const columns: GridColumn<CatalogCourseRow>[] = [
  ...catalogColumns,
  {
    field: 'subscribed_terms',
    title: 'Subscribed for',
    render: (v) =>
      v
        ? String(v)
            .split(', ')
            .map((t) => <Tag key={t}>{t}</Tag>)
        : '—',
  },
];

function useTerms() {
  const { result } = useList<{ current_year_term: string; year_term_arr: string[] }>({
    resource: 'security_users/settings',
    meta: { bizobjfile: 'security_users', api: 'settings' },
    pagination: { mode: 'off' },
    errorNotification: false,
  });
  const s = result?.data?.[0];
  return { terms: s?.year_term_arr ?? [], current: s?.current_year_term };
}

export default function TenantCatalogList() {
  const { message } = App.useApp();
  const invalidate = useInvalidate();
  const { terms, current } = useTerms();
  const [course, setCourse] = useState<CatalogCourseRow>();

  const subscribe = async ({ term }: { term: string }) => {
    const answer = await runAction('tenant-catalog', 'subscribe', [course!.id], { term });
    const failed = failureText(answer, () => course!.title);
    if (failed) throw new Error(failed);
    message.success(`Subscribed to ${course!.title} for ${term}`);
    await invalidate({ resource: RESOURCE, invalidates: ['list'] });
  };

  const rowActions: RowAction<CatalogCourseRow>[] = [
    {
      key: 'subscribe',
      label: 'Subscribe',
      permission: 'tenant_catalog.subscribe',
      run: setCourse,
    },
  ];

  return (
    <>
      <DataGrid<CatalogCourseRow>
        id="tenant-catalog"
        titleLevel={1}
        resource={RESOURCE}
        meta={META}
        title="Course catalogue"
        description="The courses offered to your school. Subscribe to a course for a term to teach it."
        columns={columns}
        {...catalogGrid}
        filters={catalogFilters}
        rowActions={rowActions}
        emptyText="No catalogue courses are offered to your school yet"
      />
      <DrawerForm<{ term: string }>
        open={Boolean(course)}
        title={course ? `Subscribe to ${course.title}` : ''}
        submitLabel="Subscribe"
        initialValues={{ term: current }}
        onSubmit={subscribe}
        onClose={() => setCourse(undefined)}
      >
        <Form.Item name="term" label="Term" rules={[{ required: true, message: 'Choose a term' }]}>
          <Select options={terms.map((t) => ({ value: t, label: t === current ? `${t} (current)` : t }))} />
        </Form.Item>
      </DrawerForm>
    </>
  );
}
