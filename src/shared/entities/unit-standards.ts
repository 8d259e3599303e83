// A mapping cell: one course unit teaches one standard. Created to map, deleted to unmap.
import { id } from '../fields.ts';
import { defineEntityShape } from '../entity.ts';

export default defineEntityShape({
  name: 'unit_standards',
  label: 'Unit standard',
  uiPath: '/curriculum/curriculum-mapping',
  list: { bizobjfile: 'unit_standards', api: 'unit_standards' },
  fields: { unit_id: id('Unit'), standard_id: id('Standard') },
  required: ['unit_id', 'standard_id'],
  createOnly: ['unit_id', 'standard_id'],
});
