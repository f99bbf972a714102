import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { getDomain, getSubdomain } from '../../../domain/banking-catalogue';
import type { JourneySummary } from '../../../domain/journey-api';
import { stripNumbering } from '../../../domain/outputs/output-context';
import { DeferredMenu, onDemand } from '../../components/deferred-menu';
import { JourneyActionsButton } from './journey-actions-button';
import { journeyRowTitle } from './journey-filters';

// The actions menu's code (Mantine's Menu, floating-ui) loads when a row's menu is first pointed at or opened.
const actionsMenu = onDemand(async () => (await import('./journey-actions-menu')).JourneyActionsMenu);

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
            <DeferredMenu
              menu={actionsMenu}
              menuProps={{ title, onRename, onDelete, onMove }}
              target={<JourneyActionsButton title={title} />}
            />
          )}
        </Group>
      </Group>
    </Card>
  );
}
