import { Alert, Center, Loader, Stack } from '@mantine/core';
import type { WorkspaceSummary } from '../../../domain/workspace-api';
import { useJiraSettings } from '../../api/jira';
import { AdminSection } from './admin-section';
import { JiraConnectionForm } from './jira/jira-connection-form';
import { JiraConnectionSummary } from './jira/jira-connection-summary';
import { WorkspaceAdminLayout } from './workspace-admin-layout';

function JiraSections({ workspace }: { workspace: WorkspaceSummary }) {
  const settings = useJiraSettings(workspace.id);
  if (settings.isPending) {
    return (
      <Center role="status">
        <Loader size="sm" aria-label="Loading the Jira connection" />
      </Center>
    );
  }
  if (settings.isError) return <Alert color="red" title="The Jira connection could not be loaded">{settings.error.message}</Alert>;
  const { connection, allowedSites } = settings.data;
  return (
    <Stack gap="lg">
      {connection && (
        <AdminSection id="jira-connection-heading" title="Connection" description="Editors send completed journeys here from the journey’s outputs.">
          <JiraConnectionSummary workspaceId={workspace.id} connection={connection} />
        </AdminSection>
      )}
      <AdminSection
        id="jira-form-heading"
        title={connection ? 'Change the connection' : 'Connect to Jira'}
        description="Jira is asked whether the project exists before anything is saved."
      >
        {/* A saved change opens the form again on what was saved, with the token field empty. */}
        <JiraConnectionForm key={connection?.updatedAt ?? 'new'} workspaceId={workspace.id} saved={connection} allowedSites={allowedSites} />
      </AdminSection>
    </Stack>
  );
}

/** /workspaces/:workspaceId/jira: the one Jira project this workspace's journeys are sent to (issue 24). */
export function JiraPage() {
  return (
    <WorkspaceAdminLayout title="Jira" intro="Send completed journeys to a Jira project: the pitch becomes an epic, each business requirement a story under it.">
      {(workspace) => <JiraSections workspace={workspace} />}
    </WorkspaceAdminLayout>
  );
}
