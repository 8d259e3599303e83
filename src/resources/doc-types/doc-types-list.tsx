// /ei/doc-types (doc_type.read): the document types of the school (its own and the platform's),
// with who hands each in, whether it is required, its file types, size limit and expiry. An
// operator edits platform types, a school its own (the server's write scope holds the same rule).
import { Tag } from 'antd';
import shape, { DOC_TYPE_APPLIES_TO } from '../../shared/entities/doc-types.ts';
import { EntityListPage } from '../../components/table/entity-list-page.tsx';
import type { GridColumn } from '../../components/table/types.ts';
import { useIsOperator } from '../../providers/auth/use-is-operator.ts';
import type { DocTypeRow } from './doc-type-row.ts';
import { selectFilter } from '../../components/table/select-filter.ts';

const yesNo = (v: unknown) => (v ? 'Yes' : 'No');

const columns: GridColumn<DocTypeRow>[] = [
  { field: 'name', title: 'Name', sorter: true },
  { field: 'applies_to', title: 'For', sorter: true, width: 100 },
  { field: 'required', title: 'Required', sorter: true, width: 100, render: yesNo },
  {
    field: 'accepted_types',
    title: 'File types',
    render: (v) => (v as string[]).map((t) => <Tag key={t}>{t}</Tag>),
  },
  { field: 'max_size_kb', title: 'Max size', sorter: true, width: 110, render: (v) => `${Number(v)} KB` },
  { field: 'expires', title: 'Expires', sorter: true, width: 90, render: yesNo },
  { field: 'is_platform', title: 'Defined by', render: (v) => (v ? 'Platform' : 'School') },
];

export default function DocTypesList() {
  const operator = useIsOperator();
  return (
    <EntityListPage<DocTypeRow>
      page={{
        shape,
        id: 'doc-types',
        title: 'Document types',
        description:
          'What students and teachers hand in: required or optional, which files, how large, and whether it expires.',
        create: 'doc_type.update',
        columns,
        rowLabel: (r) => r.name,
        search: 'Search name',
        filters: [selectFilter('applies_to', 'For', DOC_TYPE_APPLIES_TO)],
        sort: 'name',
        records: {
          update: 'doc_type.update',
          delete: 'doc_type.update',
          edit: true,
          // operators change platform types, schools their own
          readOnly: (r) => r.is_platform !== operator,
          confirmDelete: (r) => `Delete the document type ${r.name}? A type with documents cannot be deleted.`,
        },
      }}
    />
  );
}
