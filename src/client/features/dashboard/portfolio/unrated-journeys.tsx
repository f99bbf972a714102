import { Anchor, List, Paper, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { journeyRowTitle } from '../../../../domain/journey-list';
import type { PortfolioEntry } from '../../../../domain/rww/rww-portfolio';

/**
 * Where a journey's risk is answered: the two questions sit on its Is It Real? page, under the chosen
 * idea's screen, so a journey without a chosen idea has to choose one first.
 */
function riskLink(entry: PortfolioEntry): { to: string; text: string } {
  const journeyId = encodeURIComponent(entry.id);
  return entry.chosenIdea
    ? { to: `/validate/real?journeyId=${journeyId}`, text: 'Answer the risk questions' }
    : { to: `/ideate/select?journeyId=${journeyId}`, text: 'Choose an idea first' };
}

/** The journeys the risk matrix cannot place, each with a link to the page that places it. */
export function UnratedJourneys({ entries }: { entries: readonly PortfolioEntry[] }) {
  if (entries.length === 0) return null;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="portfolio-unrated">
      <Title id="portfolio-unrated" order={2} size="h4">
        Journeys without risk answers
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        The risk matrix places a journey once both risk questions on its Is It Real? page are answered for its chosen idea.
      </Text>
      <List spacing="xs" size="sm">
        {entries.map((entry) => {
          const title = journeyRowTitle(entry);
          const link = riskLink(entry);
          return (
            <List.Item key={entry.id}>
              <Text span size="sm" fw={600}>
                {title}
              </Text>
              {': '}
              <Anchor component={Link} to={link.to} size="sm" aria-label={`${link.text}: ${title}`}>
                {link.text}
              </Anchor>
            </List.Item>
          );
        })}
      </List>
    </Paper>
  );
}
