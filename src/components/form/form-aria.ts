// antd's Form.Item marks its control `aria-required` by handing the prop to the control, and three
// controls put it where ARIA does not allow it (axe's aria-allowed-attr, critical): Select on its
// wrapper <div> (its combobox <input> gets it as well), Radio.Group on a <div> without a role, and
// Switch on a role="switch" button, which has no required state. One observer over the document
// repairs every form, present and future: the Select wrapper and the Switch lose the attribute,
// a radio group gets role="radiogroup", which carries it. React leaves the repaired attributes
// alone until the prop itself changes, and the observer sees that change too.

const SELECT_WRAPPER = '.ant-select[aria-required], .ant-select[aria-invalid]';
const ROLELESS_RADIO_GROUP = '.ant-radio-group:not([role])';
const SWITCH = 'button[role="switch"][aria-required]';

const matching = (root: Element | Document, selector: string) => [
  ...(root instanceof Element && root.matches(selector) ? [root] : []),
  ...root.querySelectorAll(selector),
];

function repair(root: Element | Document) {
  for (const el of matching(root, SELECT_WRAPPER)) {
    el.removeAttribute('aria-required');
    el.removeAttribute('aria-invalid');
  }
  for (const el of matching(root, ROLELESS_RADIO_GROUP)) el.setAttribute('role', 'radiogroup');
  for (const el of matching(root, SWITCH)) el.removeAttribute('aria-required');
}

/** Repairs the document's form controls now and whatever is added or re-marked later. */
export function watchFormAria(doc: Document = document) {
  repair(doc);
  new MutationObserver((records) => {
    for (const r of records) {
      if (r.type === 'attributes') repair(r.target as Element);
      else for (const n of r.addedNodes) if (n instanceof Element) repair(n);
    }
  }).observe(doc.body, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['aria-required', 'aria-invalid'],
  });
}
