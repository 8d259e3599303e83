// The refusal when a school has no AI model: the teacher tools and the chat both answer it (503
// ai_not_configured), and the tools' status route shows its message.
import { ApiError } from '../errors.ts';

export const NOT_CONFIGURED_MESSAGE =
  'No AI model is configured for this school. An administrator can set AI_BASE_URL and AI_MODEL ' +
  '(and AI_API_KEY when the model server needs one) in the server environment for the whole platform, ' +
  'or give this school its own model server at /ei/app-provider-details.';

export const notConfigured = () => new ApiError(503, 'ai_not_configured', NOT_CONFIGURED_MESSAGE);
