// Standards frameworks of the tenant, created by an import (POST /api/curriculum/import); the
// screen renames or deletes them (one still mapped to course units is kept: 409 in_use).
import { name } from '../fields.ts';
import { defineEntityShape } from '../entity.ts';

export default defineEntityShape({
  name: 'frameworks',
  label: 'Standards framework',
  uiPath: '/curriculum/curriculum-mapping',
  list: { bizobjfile: 'frameworks', api: 'frameworks' },
  fields: { title: name('Title', 200) },
  required: ['title'],
});
