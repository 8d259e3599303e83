// Standards frameworks of the tenant, created by an import (POST /api/curriculum/import); the
// screen renames or deletes them (a deleted framework takes its standards and their mappings).
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
