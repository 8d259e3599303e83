// Refine's title handler with our naming (document-title.ts). Keyed by the school so the title is
// set again once the session arrives, not only at the next navigation.
import { DocumentTitleHandler } from '@refinedev/react-router';
import { findRoute } from '../config/routes.tsx';
import { useAppSession } from '../providers/auth/use-app-session.ts';
import { documentTitle, pageName } from './document-title.ts';

export function AppDocumentTitle() {
  const school = useAppSession()?.appUser.tenant_name;
  return (
    <DocumentTitleHandler
      key={school ?? ''}
      handler={({ pathname }) => documentTitle(pageName(findRoute(pathname ?? window.location.pathname)), school)}
    />
  );
}
