// The browser's screen fences (issue #30, docs/adding-a-screen.md "Grids and forms"), as ESLint
// rules so they hold in the editor and in `npm run lint`: one grid and one record form, screen data
// through Refine's hooks or useApiAnswer, and no resource folder importing another. Each rule takes
// the allow-list of files not moved yet (screen-fence-allow.json); tests/unit/lint-fences.test.ts
// keeps those lists from growing.
import path from 'node:path';

const rel = (context) => path.relative(context.cwd, context.filename).split(path.sep).join('/');

/** A rule that reports import declarations (and dynamic imports) `check` names, unless allowed. */
function importRule(description, check) {
  return {
    meta: { type: 'problem', docs: { description }, schema: [{ type: 'object' }] },
    create(context) {
      const file = rel(context);
      if ((context.options[0]?.allow ?? []).includes(file)) return {};
      const visit = (node, source, names) => {
        const message = check(file, source, names);
        if (message) context.report({ node, message });
      };
      const valueNames = (node) =>
        node.importKind === 'type'
          ? []
          : node.specifiers
              .filter((s) => s.importKind !== 'type')
              .map((s) => (s.type === 'ImportSpecifier' ? (s.imported.name ?? s.imported.value) : 'default'));
      return {
        ImportDeclaration: (node) => visit(node, node.source.value, valueNames(node)),
        ExportNamedDeclaration: (node) => node.source && visit(node, node.source.value, ['*']),
        ExportAllDeclaration: (node) => visit(node, node.source.value, ['*']),
        ImportExpression: (node) => node.source.type === 'Literal' && visit(node, node.source.value, ['*']),
      };
    },
  };
}

const GRID_FORM =
  'Draw rows with DataGrid / EntityListPage / AnswerGrid and edit a record in DrawerForm / EntityDrawer ' +
  '(docs/adding-a-screen.md, "Grids and forms"); a confirm is App.useApp().modal.confirm.';
const DATA =
  'Screen data goes through Refine hooks (useList, useOne, useTable, useCustom) or useApiAnswer; apiFetch ' +
  'belongs in the folder\'s api.ts / *-api.ts (docs/adding-a-screen.md, "Grids and forms").';
const QUERY_HOOKS = new Set(['useQuery', 'useMutation', 'useQueries', 'useInfiniteQuery', 'useSuspenseQuery']);

const resourceOf = (file) => /^src\/resources\/([^/]+)\//.exec(file)?.[1];

export default {
  rules: {
    'one-grid-one-form': importRule('antd Table and Modal only inside the one grid and form', (_file, source, names) =>
      (source === 'antd' && names.some((n) => n === 'Table' || n === 'Modal')) ||
      (/^antd\/(es|lib)\/(table|modal)$/.test(source) && names.includes('default'))
        ? GRID_FORM
        : undefined,
    ),
    'data-through-hooks': importRule('no apiFetch or TanStack query hooks in screens', (file, source, names) => {
      if (source === '@tanstack/react-query' && names.some((n) => QUERY_HOOKS.has(n))) return DATA;
      const apiModule = /(^|\/)([a-z0-9-]+-)?api\.ts$/.test(file);
      if (!apiModule && /(^|\/)providers\/http-client(\.ts)?$/.test(source) && names.includes('apiFetch')) return DATA;
      return undefined;
    }),
    'no-cross-resource': importRule('a resource folder never imports another', (file, source) => {
      const own = resourceOf(file);
      if (!own || !source.startsWith('.')) return undefined;
      const other = resourceOf(path.posix.normalize(path.posix.join(path.posix.dirname(file), source)));
      return other && other !== own
        ? `src/resources/${own} imports src/resources/${other}: move the shared piece to src/components or src/shared.`
        : undefined;
    }),
  },
};
