// The build's antd stylesheet (issue #32, docs/speed.md): every antd component rendered once on the
// server with the app's theme, its styles taken from @ant-design/cssinjs's cache. The stylesheet
// carries cssinjs's map of what it holds, so in the browser a component whose style is in it
// neither computes nor injects that style (a quarter of a page's start-up was spent there). What is
// not in it (another theme: reduced motion, a portal's parts) is still made at run time, as before.
// Prints the CSS (argument `reduced-motion`: of the theme without motion, which has other hashes);
// vite.config.ts's antdStaticCss plugin runs it for both (the same way antd's
// @ant-design/static-style-extract does for antd 5, without its dependency).
import { createRequire } from 'node:module';
import type { ComponentType, ReactNode } from 'react';

process.env.NODE_ENV = 'production'; // antd's class names and hashes as in the production bundle
const require = createRequire(import.meta.url);
// one instance each (CommonJS), the same ones the theme below was made with
const React = require('react') as typeof import('react');
const { renderToString } = require('react-dom/server') as typeof import('react-dom/server');
const antd = require('antd') as Record<string, unknown> & typeof import('antd');
const cssinjs = require('@ant-design/cssinjs') as typeof import('@ant-design/cssinjs');
const { themeFor } = await import('../src/theme.ts');
const reducedMotion = process.argv[2] === 'reduced-motion';

// providers and the grid's hooks draw nothing of their own
const skipped = new Set(['ConfigProvider', 'Grid']);
const h = React.createElement;
type Parts = ComponentType<never> & Record<string, ComponentType<never>>;
// these open into a portal (nothing on the server): their inline panel registers the same style
const panel = (C: ComponentType<never>) => h((C as Parts)._InternalPanelDoNotUseOrYouWillBeFired ?? C);
const custom: Record<string, (C: ComponentType<never>) => ReactNode> = {
  Drawer: panel,
  Modal: panel,
  Popconfirm: panel,
  Popover: panel,
  Tooltip: panel,
  Tour: panel,
  Layout: (C) => {
    const L = C as Parts;
    return h(L, null, h(L.Sider), h(L.Header), h(L.Content), h(L.Footer));
  },
  Affix: (C) => h(C, null, h('div')),
  Dropdown: (C) => h(C as ComponentType<{ menu: object }>, { menu: { items: [] } }, h('div')),
  Menu: (C) => h(C as ComponentType<{ items: [] }>, { items: [] }),
  QRCode: (C) => h(C as ComponentType<{ value: string }>, { value: 'https://example.org' }),
  Tree: (C) => h(C as ComponentType<{ treeData: [] }>, { treeData: [] }),
};
const all = Object.keys(antd)
  .filter((name) => /^[A-Z]/.test(name) && !skipped.has(name) && typeof antd[name] !== 'string')
  .map((name) => {
    const C = antd[name] as ComponentType<never>;
    return h(React.Fragment, { key: name }, custom[name] ? custom[name](C) : h(C));
  });
const cache = cssinjs.createCache();
renderToString(
  h(
    cssinjs.StyleProvider,
    { cache },
    h(antd.ConfigProvider, { theme: themeFor(reducedMotion) }, h(antd.App, null, all)),
  ),
);
process.stdout.write(cssinjs.extractStyle(cache, { plain: true }));
