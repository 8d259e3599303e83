// The screen parts read from a shape (a shape-only entity's list and drawers): a column per field
// titled with its label, and a form field per field whose number box does not clamp a value out of
// bounds (the rule's message shows instead, as the server would word it).
import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { Form } from 'antd';
import { ShapeFields } from '../../../src/components/form/shape-fields.tsx';
import { firstFieldLabel, shapeColumns } from '../../../src/components/table/shape-columns.tsx';
import { widgetShape } from '../../helpers/toy-shape.ts';

const shape = widgetShape();

describe('a screen read from its shape', () => {
  it('has a sortable column per field, titled with its label; the first field names a row', () => {
    const columns = shapeColumns(shape);
    expect(columns.map((c) => [c.field, c.title, c.sorter])).toEqual([
      ['title', 'Title', true],
      ['maker', 'Maker', true],
      ['kind', 'Kind', true],
      ['weight', 'Weight', true],
      ['made_on', 'Made on', true],
      ['fragile', 'Fragile', true],
    ]);
    expect(columns[5].render?.(true, {})).toBe('Yes');
    expect(firstFieldLabel(shape)({ title: 'Gear', weight: 2 })).toBe('Gear');
  });

  it('has a labelled field per field: a number box that does not clamp, a date box, a tick', () => {
    const html = renderToStaticMarkup(
      <Form>
        <ShapeFields shape={shape} rules={shape.createRules} />
      </Form>,
    );
    for (const label of ['Title', 'Weight', 'Made on', 'Fragile']) expect(html).toContain(label);
    expect(html).toContain('ant-input-number');
    expect(html).not.toContain('aria-valuemin');
    expect(html).toContain('type="date"');
    expect(html).toContain('ant-checkbox');
  });
});
