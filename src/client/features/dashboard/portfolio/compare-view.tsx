import { Button, MultiSelect, Stack, Table, Text } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { getDomain, getSubdomain } from '../../../../domain/banking-catalogue';
import { stripNumbering } from '../../../../domain/outputs/output-context';
import { RWW_ANSWER_LABELS, RWW_ITEMS, RWW_STAGE_LABELS, type RwwAnswer } from '../../../../domain/rww/rww-items';
import { PORTFOLIO_DECISION_LABELS, RWW_OUTCOME_LABELS, type PortfolioEntry, type PortfolioResponse } from '../../../../domain/rww/rww-portfolio';
import { RISK_ZONE_LABELS, riskZone } from '../../../../domain/rww/rww-risk';
import { RwwAnswerBadge } from '../../../components/rww-answer-badge';
import { journeyRowTitle } from '../journey-filters';
import { PortfolioStatus } from './portfolio-view';
import classes from './portfolio.module.css';

export const MAX_COMPARED = 3;
const score = (value: number | null) => (value === null ? 'N/A' : `${value} of 10`);

/** The journeys picked for comparison live in the address, so a comparison can be shared or returned to. */
function useComparedIds(): [string[], (ids: string[]) => void] {
  const [params, setParams] = useSearchParams();
  const ids = (params.get('compare') ?? '').split(',').filter(Boolean).slice(0, MAX_COMPARED);
  const set = (next: string[]) =>
    setParams(
      (current) => {
        if (next.length > 0) current.set('compare', next.join(','));
        else current.delete('compare');
        return current;
      },
      { replace: true },
    );
  return [ids, set];
}

const FACTS: { label: string; value(entry: PortfolioEntry): string }[] = [
  { label: 'Problem', value: (entry) => entry.problemStatement.trim() || 'Not defined yet' },
  { label: 'Chosen idea', value: (entry) => entry.chosenIdea || 'None yet' },
  {
    label: 'Focus area',
    value: (entry) =>
      [getDomain(entry.domain)?.name, getSubdomain(entry.domain, entry.subdomain)?.name].filter(Boolean).map((name) => stripNumbering(name!)).join(' > ') ||
      'Not chosen',
  },
  { label: 'Real score', value: (entry) => score(entry.scores.real) },
  { label: 'Win score', value: (entry) => score(entry.scores.win) },
  { label: 'Worth score', value: (entry) => score(entry.scores.worth) },
  { label: 'R-W-W outcome', value: (entry) => RWW_OUTCOME_LABELS[entry.outcome] },
  { label: 'Decision', value: (entry) => PORTFOLIO_DECISION_LABELS[entry.decision] },
  {
    label: 'Risk matrix',
    value: (entry) => {
      const zone = riskZone(entry.risk);
      return zone ? `Market ${entry.risk.marketNewness}, product ${entry.risk.productNewness}: ${RISK_ZONE_LABELS[zone]}` : 'Not rated';
    },
  },
  { label: 'Open questions', value: (entry) => String(entry.openQuestions) },
];

function AnswerCell({ answer }: { answer: RwwAnswer | undefined }) {
  if (!answer) return <Text size="sm" c="dimmed">Not answered</Text>;
  return <RwwAnswerBadge answer={RWW_ANSWER_LABELS[answer]} />;
}

function CompareTable({ compared, onOpen }: { compared: PortfolioEntry[]; onOpen(entry: PortfolioEntry): void }) {
  return (
    <div className={classes.chartFrame} tabIndex={0} role="region" aria-label="Comparison (scrolls sideways)">
      <Table withTableBorder withColumnBorders striped miw={compared.length * 220 + 200} verticalSpacing="xs">
        <Table.Caption>The chosen journeys side by side: problem, idea, scores and every Real-Win-Worth answer.</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Journey</Table.Th>
            {compared.map((entry) => (
              <Table.Th key={entry.id} scope="col">
                <Stack gap={4} align="flex-start">
                  <Text fw={700} size="sm">
                    {journeyRowTitle(entry)}
                  </Text>
                  <Button variant="default" size="compact-xs" onClick={() => onOpen(entry)} aria-label={`Open ${journeyRowTitle(entry)}`}>
                    Open
                  </Button>
                </Stack>
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {FACTS.map((fact) => (
            <Table.Tr key={fact.label}>
              <Table.Th scope="row">{fact.label}</Table.Th>
              {compared.map((entry) => (
                <Table.Td key={entry.id}>{fact.value(entry)}</Table.Td>
              ))}
            </Table.Tr>
          ))}
          {RWW_ITEMS.map((item) => (
            <Table.Tr key={item.id}>
              <Table.Th scope="row">
                <Text span size="xs" c="dimmed">
                  {RWW_STAGE_LABELS[item.stage].short}:{' '}
                </Text>
                {item.question}
              </Table.Th>
              {compared.map((entry) => (
                <Table.Td key={entry.id}>
                  <AnswerCell answer={entry.answers[item.id]} />
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}

/** Two or three journeys of the workspace side by side. */
export function CompareView({ portfolio, onOpen }: { portfolio: { data?: PortfolioResponse; isPending: boolean; isError: boolean }; onOpen(entry: PortfolioEntry): void }) {
  const [ids, setIds] = useComparedIds();
  const entries = portfolio.data?.journeys;
  if (!entries) return <PortfolioStatus portfolio={portfolio} />;
  const compared = ids.map((id) => entries.find((entry) => entry.id === id)).filter((entry): entry is PortfolioEntry => entry !== undefined);
  const options = entries.map((entry) => ({ value: entry.id, label: journeyRowTitle(entry) }));
  return (
    <Stack gap="md">
      <MultiSelect
        label="Journeys to compare"
        description={`Choose two or three journeys of this workspace (at most ${MAX_COMPARED}).`}
        placeholder={compared.length < MAX_COMPARED ? 'Pick a journey' : undefined}
        data={options}
        value={compared.map((entry) => entry.id)}
        onChange={setIds}
        maxValues={MAX_COMPARED}
        searchable
        nothingFoundMessage="No journey matches"
        maw={720}
      />
      {compared.length < 2 ? (
        <Text c="dimmed">{entries.length < 2 ? 'A comparison needs at least two journeys in this workspace.' : 'Choose at least two journeys to see them side by side.'}</Text>
      ) : (
        <CompareTable compared={compared} onOpen={onOpen} />
      )}
    </Stack>
  );
}
