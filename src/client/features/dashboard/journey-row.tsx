import { ActionIcon, Badge, Button, Card, Group, Menu, Stack, Text, Title } from '@mantine/core';
import { IconArrowsExchange, IconDots, IconPencil, IconTrash } from '@tabler/icons-react';
import { getDomain, getSubdomain } from '../../../domain/banking-catalogue';
import type { JourneySummary } from '../../../domain/journey-api';
import { stripNumbering } from '../../../domain/outputs/output-context';
import { journeyRowTitle } from './journey-filters';

interface JourneyRowProps {
  journey: JourneySummary;
  onOpen(): void;
  /** Offered to the workspace's owners and editors only: a viewer reads journeys but cannot change them. */
  onRename?: () => void;
  onDelete?: () => void;
  /** Offered for personal journeys when the user has a team workspace to move them into. */
  onMove?: () => void;
}

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export function JourneyRow({ journey, onOpen, onRename, onDelete, onMove }: JourneyRowProps) {
  const title = journeyRowTitle(journey);
  const problem = journey.problemStatement.trim();
  const hasActions = Boolean(onRename || onDelete || onMove);
  const domain = getDomain(journey.domain);
  const subdomain = getSubdomain(journey.domain, journey.subdomain);
  const completed = journey.status === 'completed';
  return (
    <Card withBorder padding="md" component="li">
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
        <Stack gap={4} miw={0}>
          <Title order={3} size="h5" lineClamp={2}>
            {title}
          </Title>
          {/* The spec's row line: the problem statement, or 'Innovation Journey' while there is none. */}
          {problem === '' ? (
            <Text size="sm" c="dimmed">
              Innovation Journey
            </Text>
          ) : (
            title !== problem && (
              <Text size="sm" lineClamp={2}>
                {problem}
              </Text>
            )
          )}
          {journey.chosenIdea && (
            <Text size="sm">
              <Text span c="dimmed" inherit>
                Chosen idea:{' '}
              </Text>
              {journey.chosenIdea}
            </Text>
          )}
          <Group gap={6}>
            {domain && <Badge variant="light">{stripNumbering(domain.name)}</Badge>}
            {subdomain && <Badge variant="outline">{stripNumbering(subdomain.name)}</Badge>}
          </Group>
          <Text size="xs" c="dimmed">
            Last updated {dateFormat.format(new Date(journey.updatedAt))}
            {journey.lastEditedBy && ` by ${journey.lastEditedBy}`}
          </Text>
        </Stack>
        <Group gap="xs" wrap="nowrap">
          <Button
            size="sm"
            variant={completed ? 'default' : 'filled'}
            onClick={onOpen}
            aria-label={`${completed ? 'Review' : 'Continue'}: ${title}`}
          >
            {completed ? 'Review' : 'Continue'}
          </Button>
          {hasActions && (
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <ActionIcon variant="subtle" size="lg" aria-label={`More actions for ${title}`}>
                  <IconDots size={18} aria-hidden />
                </ActionIcon>
              </Menu.Target>
              <Menu.Dropdown>
                {onRename && (
                  <Menu.Item leftSection={<IconPencil size={16} aria-hidden />} onClick={onRename}>
                    Rename
                  </Menu.Item>
                )}
                {onMove && (
                  <Menu.Item leftSection={<IconArrowsExchange size={16} aria-hidden />} onClick={onMove}>
                    Move to workspace
                  </Menu.Item>
                )}
                {onDelete && (
                  <Menu.Item color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={onDelete}>
                    Delete
                  </Menu.Item>
                )}
              </Menu.Dropdown>
            </Menu>
          )}
        </Group>
      </Group>
    </Card>
  );
}
