// A 1EdTech CASE 1.0 CFPackage read into a framework: CFDocument is the framework, CFItems the
// standards (humanCodingScheme the code, fullStatement the statement, educationLevel the grades),
// CFAssociations of type isChildOf the hierarchy (a child of the CFDocument is a top-level item).
import { checkHierarchy, refuse, type FrameworkIn, type StandardIn } from './framework.ts';

type Json = Record<string, unknown>;
const str = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
const obj = (v: unknown): Json => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : {});
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);

export function readCasePackage(input: unknown): FrameworkIn {
  const pkg = obj(input);
  const doc = obj(pkg.CFDocument);
  const docId = str(doc.identifier);
  if (!docId || !str(doc.title)) throw refuse('The package has no CFDocument with an identifier and a title', {});
  const where = (s: StandardIn) => ({ identifier: s.identifier });
  const standards: StandardIn[] = list(pkg.CFItems).map((raw, i) => {
    const item = obj(raw);
    const identifier = str(item.identifier);
    if (!identifier) throw refuse(`CFItems[${i}] has no identifier`, { index: i });
    const statement = str(item.fullStatement);
    if (!statement) throw refuse(`CFItem ${identifier} has no fullStatement`, { identifier });
    const grades = list(item.educationLevel).map(str).filter(Boolean);
    const code = str(item.humanCodingScheme) || identifier;
    return { identifier, code, statement, parent: null, gradeLevels: grades, at: `CFItem ${identifier}` };
  });
  const items = new Map(standards.map((s) => [s.identifier, s]));
  const parents = new Map<string, string>();
  for (const raw of list(pkg.CFAssociations)) {
    const a = obj(raw);
    if (str(a.associationType) !== 'isChildOf') continue;
    const child = str(obj(a.originNodeURI).identifier);
    const parent = str(obj(a.destinationNodeURI).identifier);
    const id = str(a.identifier) || `${child}→${parent}`;
    const s = items.get(child);
    if (!s) throw refuse(`CFAssociation ${id} names an unknown item ${child}`, { identifier: id });
    if (parent !== docId && !items.has(parent)) {
      throw refuse(`Unknown parent ${parent} of CFItem ${child} (CFAssociation ${id})`, { identifier: child });
    }
    const next = parent === docId ? null : parent;
    if (parents.has(child) && parents.get(child) !== (next ?? '')) {
      throw refuse(`CFItem ${child} has more than one parent`, { identifier: child });
    }
    parents.set(child, next ?? '');
    s.parent = next;
  }
  const subjects = list(doc.subject).map(str).filter(Boolean);
  return checkHierarchy(
    { identifier: docId, title: str(doc.title), subject: subjects.join(', '), source: 'case', standards },
    where,
  );
}
