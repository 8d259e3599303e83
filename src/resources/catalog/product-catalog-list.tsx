// /admin/product-catalog (course.read): what can be bought, with prices: the plans (monthly and
// yearly subscriptions, a one-time pass) and the course bundles offered to this school.
import { Tag } from 'antd';
import { DataGrid } from '../../components/table/data-grid.tsx';
import type { GridColumn } from '../../components/table/types.ts';
import { catalogQuery } from './catalog-row.ts';
import { money } from '../../shared/money.ts';

interface ProductRow {
  id: string;
  kind: 'subscription' | 'one-time' | 'bundle';
  name: string;
  description: string;
  billing: string;
  price: number;
  course_count: number | null;
  courses: string | null;
}

const KIND = { subscription: ['green', 'Subscription'], 'one-time': ['gold', 'One-time'], bundle: ['blue', 'Bundle'] };

const columns: GridColumn<ProductRow>[] = [
  { field: 'name', title: 'Name', sorter: true },
  {
    field: 'kind',
    title: 'Kind',
    sorter: true,
    width: 130,
    render: (v) => {
      const [color, text] = KIND[v as ProductRow['kind']] ?? ['default', String(v)];
      return <Tag color={color}>{text}</Tag>;
    },
  },
  { field: 'billing', title: 'Billing', sorter: true, width: 110 },
  { field: 'price', title: 'Price', sorter: true, width: 110, render: money },
  {
    field: 'course_count',
    title: 'Courses',
    sorter: true,
    width: 100,
    render: (v) => (v === null ? 'All' : String(v)),
  },
  { field: 'description', title: 'Description' },
  { field: 'courses', title: 'Course titles', hidden: true },
];

export default function ProductCatalogList() {
  return (
    <DataGrid<ProductRow>
      id="product-catalog"
      {...catalogQuery('product_catalog')}
      title="Product catalogue"
      description="Plans and course bundles with their prices. Bundles are the sub-catalogues offered to your school."
      columns={columns}
      rowLabel={(r) => r.name}
      search="Search name, description or course"
      filters={[
        {
          field: 'kind',
          label: 'Kind',
          kind: 'select',
          operator: 'eq',
          options: Object.entries(KIND).map(([value, [, label]]) => ({ value, label })),
        },
      ]}
      initialSorters={[{ field: 'kind', order: 'desc' }]}
      emptyText="No products are offered yet"
    />
  );
}
