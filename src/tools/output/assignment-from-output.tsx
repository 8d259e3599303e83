// "Create assignment" on a tool's output: pick one of this term's sections (dashboard/my_sections:
// a teacher's own, every one for an administrator), then the assignment form opens with the output
// as its description and the output's title, to check and save (server/gradebook/assignments.ts).
import { useState } from 'react';
import { Button } from 'antd';
import { FileAddOutlined } from '@ant-design/icons';
import { DrawerForm } from '../../components/form/drawer-form.tsx';
import { useHeldPermissions } from '../../components/table/use-held-permissions.ts';
import { MySectionField } from '../../components/my-section-field.tsx';
import { AssignmentDrawer } from '../../resources/gradebook/assignment-drawer.tsx';

function SectionPicker(props: { onPick: (id: number) => void; onCancel: () => void }) {
  return (
    <DrawerForm<{ section: number }>
      open
      title="Create an assignment"
      submitLabel="Continue"
      onSubmit={async (v) => props.onPick(v.section)}
      onClose={props.onCancel}
    >
      <MySectionField required placeholder="Choose one of your sections" />
    </DrawerForm>
  );
}

export function AssignmentFromOutput(props: { title: string; markdown: string; disabled?: boolean }) {
  const may = useHeldPermissions(['assignment.update']).has('assignment.update');
  const [step, setStep] = useState<'closed' | 'section' | number>('closed');
  if (!may) return null;
  return (
    <>
      <Button icon={<FileAddOutlined />} disabled={props.disabled} onClick={() => setStep('section')}>
        Create assignment
      </Button>
      {step === 'section' ? (
        // the drawer closes after a pick too: the step stays on the section picked
        <SectionPicker onPick={setStep} onCancel={() => setStep((s) => (typeof s === 'number' ? s : 'closed'))} />
      ) : null}
      {typeof step === 'number' ? (
        <AssignmentDrawer
          sectionId={step}
          recordId="new"
          initial={{ title: props.title.slice(0, 200), description: props.markdown.slice(0, 20000), status: 'draft' }}
          onClose={() => setStep('closed')}
        />
      ) : null}
    </>
  );
}
