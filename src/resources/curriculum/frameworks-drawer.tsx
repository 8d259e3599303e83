// /curriculum/curriculum-mapping/frameworks: the tenant's standards frameworks with their counts;
// a row opens its hierarchy, and one no course unit maps can be deleted with its standards (the
// server keeps a mapped one: 409 in_use, server/curriculum/frameworks.ts).
import { useNavigate } from 'react-router';
import { useList, type HttpError } from '@refinedev/core';
import { Alert, Button, Drawer } from 'antd';
import { DataGrid, localRows } from '../../components/table/data-grid.tsx';
import { ConfirmDelete } from './confirm-delete.tsx';
import { useHeldPermissions } from '../../components/table/use-held-permissions.ts';
import { FrameworkTree } from './framework-tree.tsx';
import { useMappingFilters } from './use-mapping-filters.ts';
import { ALL } from './use-matrix.ts';

interface Framework {
  id: number;
  title: string;
  subject: string;
  source: string;
  standard_count: number;
  mapped_count: number;
  version: number;
}

export default function FrameworksDrawer() {
  const navigate = useNavigate();
  const { search } = useMappingFilters();
  const canWrite = useHeldPermissions(['curriculum.update']).has('curriculum.update');
  const { result, query } = useList<Framework, HttpError>({
    resource: 'frameworks',
    pagination: ALL,
    errorNotification: false,
  });
  const close = () => navigate({ pathname: '/curriculum/curriculum-mapping', search });

  return (
    <Drawer open title="Standards frameworks" onClose={close} width={720}>
      {query.isError ? (
        <Alert
          type="error"
          showIcon
          message="The frameworks cannot be loaded"
          description={query.error?.message}
          action={<Button onClick={() => void query.refetch()}>Try again</Button>}
        />
      ) : null}
      <DataGrid<Framework>
        plain
        rows={localRows(result?.data ?? [], query.isLoading)}
        emptyText="No frameworks yet: import one"
        expand={{ render: (f) => <FrameworkTree frameworkId={f.id} /> }}
        columns={[
          { field: 'title', title: 'Framework' },
          { field: 'subject', title: 'Subject' },
          { field: 'source', title: 'Source' },
          { field: 'standard_count', title: 'Standards' },
          { field: 'mapped_count', title: 'Mapped' },
          {
            field: 'actions',
            title: 'Actions',
            render: (_, f) =>
              !canWrite ? null : f.mapped_count > 0 ? (
                <span>In use</span>
              ) : (
                <ConfirmDelete
                  name={f.title}
                  question={`Delete ${f.title} and its ${f.standard_count} standards?`}
                  resource="frameworks"
                  record={f}
                />
              ),
          },
        ]}
      />
    </Drawer>
  );
}
