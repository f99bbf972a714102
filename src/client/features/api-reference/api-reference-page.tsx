import { Alert, Anchor, Container, Group, List, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../api/http';
import { AppHeader } from '../../components/app-header';
import { FullPageSpinner } from '../../components/full-page-spinner';
import { OperationCard } from './operation-card';
import { type ReferenceDocument, operationsByTag } from './openapi-types';

/** /developers/api: the public API's reference, read from /api/openapi.json and drawn by our own code. */
export function ApiReferencePage() {
  const { data: document, isError } = useQuery({ queryKey: ['openapi'], queryFn: () => apiFetch<ReferenceDocument>('/api/openapi.json'), staleTime: Infinity });
  if (isError) {
    return (
      <>
        <AppHeader />
        <Container component="main" size="md" py="xl">
          <Alert color="red" title="The API reference could not be loaded">
            Check your connection and reload the page.
          </Alert>
        </Container>
      </>
    );
  }
  if (!document) return <FullPageSpinner />;
  const groups = operationsByTag(document);
  return (
    <>
      <AppHeader />
      <Container component="main" size="md" py="xl">
        <Stack gap="xl">
          <Stack gap="xs">
            <Title order={1}>{document.info.title}</Title>
            <Text>{document.info.description}</Text>
            <Group gap="xs">
              <Text size="sm">The machine-readable document, OpenAPI 3.1:</Text>
              <Anchor href="/api/openapi.json" size="sm">
                /api/openapi.json
              </Anchor>
            </Group>
          </Stack>
          <nav aria-label="API sections">
            <List size="sm">
              {groups.map(({ tag }) => (
                <List.Item key={tag}>
                  <Anchor href={`#${tag.toLowerCase().replace(/\W+/g, '-')}`}>{tag}</Anchor>
                </List.Item>
              ))}
            </List>
          </nav>
          {groups.map(({ tag, operations }) => (
            <Stack key={tag} gap="md" component="section" aria-labelledby={tag.toLowerCase().replace(/\W+/g, '-')}>
              <Title order={2} id={tag.toLowerCase().replace(/\W+/g, '-')}>
                {tag}
              </Title>
              {operations.map((entry) => (
                <OperationCard key={`${entry.method} ${entry.path}`} {...entry} />
              ))}
            </Stack>
          ))}
        </Stack>
      </Container>
    </>
  );
}
