// The university page's write: operators save its content (PUT /api/catalog/universities/:slug,
// ei_catalog.update, docs/commerce.md).
import { apiFetch } from '../../providers/http-client.ts';

export interface PageContent {
  name: string;
  logo_url: string;
  body: string;
}

export const savePage = (slug: string, content: PageContent) =>
  apiFetch(`/catalog/universities/${slug}`, { method: 'PUT', body: content });
