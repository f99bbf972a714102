import { Anchor, Center, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link, NavLink, useParams } from 'react-router';
import type { WorkspaceSummary } from '../../../domain/workspace-api';
import { AppHeader } from '../../components/app-header';
import { useCurrentWorkspace } from '../../lib/current-workspace';
import classes from './workspace-admin.module.css';

const SECTIONS = [
  { path: 'ai', label: 'AI controls' },
  { path: 'usage', label: 'AI usage' },
  { path: 'audit', label: 'Audit trail' },
  { path: 'data', label: 'Data and retention' },
  { path: 'tokens', label: 'API tokens' },
  { path: 'jira', label: 'Jira' },
] as const;

function AdminNav({ workspace }: { workspace: WorkspaceSummary }) {
  const base = `/workspaces/${encodeURIComponent(workspace.id)}`;
  const links = [...SECTIONS.map((section) => ({ to: `${base}/${section.path}`, label: section.label })), ...(workspace.kind === 'team' ? [{ to: `${base}/members`, label: 'Members' }, { to: `${base}/webhooks`, label: 'Webhooks' }] : [])];
  return (
    <nav aria-label="Workspace administration">
      <Group gap="xs" className={classes.nav}>
        {links.map((link) => (
          <NavLink key={link.to} to={link.to} className={classes.navLink} end>
            {link.label}
          </NavLink>
        ))}
      </Group>
    </nav>
  );
}

function Message({ title, text }: { title: string; text: string }) {
  return (
    <Stack gap="sm">
      <Title order={1}>{title}</Title>
      <Text>{text}</Text>
      <Anchor component={Link} to="/dashboard">
        Back to the dashboard
      </Anchor>
    </Stack>
  );
}

/**
 * The frame of a workspace's administration pages: only its owners see them (the API answers others
 * with 403 anyway); the page names the workspace and links to the other pages.
 */
export function WorkspaceAdminLayout({ title, intro, children }: { title: string; intro: string; children(workspace: WorkspaceSummary): ReactNode }) {
  const { workspaceId = '' } = useParams();
  const { workspaces, isPending } = useCurrentWorkspace();
  const workspace = workspaces.find((item) => item.id === workspaceId);
  let content: ReactNode;
  if (isPending) {
    content = (
      <Center py="xl" role="status">
        <Loader size="sm" aria-label="Loading the workspace" />
      </Center>
    );
  } else if (!workspace) {
    content = <Message title="Workspace not found" text="This workspace does not exist, or you are not a member of it." />;
  } else if (workspace.role !== 'owner') {
    content = <Message title="For owners only" text={`Only owners of ${workspace.name} can see and change its administration.`} />;
  } else {
    content = (
      <Stack gap="lg">
        <div>
          <Text size="sm" c="dimmed">
            {workspace.kind === 'personal' ? 'Your personal workspace' : `Workspace ${workspace.name}`}
          </Text>
          <Title order={1}>{title}</Title>
          <Text mt={4}>{intro}</Text>
        </div>
        <AdminNav workspace={workspace} />
        {children(workspace)}
      </Stack>
    );
  }
  return (
    <>
      <AppHeader />
      <Container component="main" size="md" py="xl" pb={96}>
        {content}
      </Container>
    </>
  );
}
