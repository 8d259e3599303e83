// The document types a person of one kind hands in (doc_types/doc_type_options), as picker options.
import { useList } from '@refinedev/core';

export interface DocTypeOption {
  key: number;
  value: string;
  applies_to: 'student' | 'teacher';
  required: boolean;
  accepted_types: string[];
  max_size_kb: number;
  expires: boolean;
}

export function useDocTypes(kind?: 'student' | 'teacher') {
  const { result, query } = useList<DocTypeOption>({
    resource: 'doc_types/doc_type_options',
    meta: { bizobjfile: 'doc_types', api: 'doc_type_options' },
    filters: kind ? [{ field: 'applies_to', operator: 'eq', value: kind }] : [],
    pagination: { mode: 'off' },
    errorNotification: false,
  });
  const types = result?.data ?? [];
  return {
    types,
    loading: query.isLoading,
    failed: query.isError,
    filterOptions: types.map((t) => ({ value: String(t.key), label: t.value })),
  };
}
