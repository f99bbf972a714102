import { API_TOKEN_SCOPE_NAMES } from '../../../domain/api-token-api';
import { workspaceTokensPath } from '../../api/api-tokens';
import { ApiTokenManager } from '../../components/api-tokens/api-token-manager';
import { AdminSection } from './admin-section';
import { WorkspaceAdminLayout } from './workspace-admin-layout';

/** /workspaces/:id/tokens: the workspace's API tokens, for its owners. */
export function ApiTokensPage() {
  return (
    <WorkspaceAdminLayout
      title="API tokens"
      intro="Workspace tokens let an integration read or change this workspace’s journeys, portfolio and audit trail, and nothing else. Each use is on the audit trail. A token stops working when it expires, is revoked, or its creator stops being an owner."
    >
      {(workspace) => (
        <AdminSection id="workspace-tokens" title="Tokens of this workspace">
          <ApiTokenManager
            key={workspace.id}
            path={workspaceTokensPath(workspace.id)}
            scopes={API_TOKEN_SCOPE_NAMES}
            showCreator
            idPrefix="workspace-tokens"
            listTitle="Tokens in use"
          />
        </AdminSection>
      )}
    </WorkspaceAdminLayout>
  );
}
