import { Card, Select, Stack, Text, Title } from '@mantine/core';
import { BANKING_DOMAINS, focusAreaLabel, getDomain } from '../../../../domain/banking-catalogue';
import { checkDomainStep } from '../../../../domain/journey-validation';
import { StepNavigation } from '../layout/step-navigation';
import { useStepRule } from '../layout/use-step-rule';
import { useJourney } from '../store/journey-context';
import { useJourneyNavigate } from '../store/use-journey-navigate';
import { journeyScreenTitle } from '../layout/journey-screen-titles';

const DOMAIN_OPTIONS = BANKING_DOMAINS.map((domain) => ({ value: domain.id, label: domain.name }));

export function DomainScreen() {
  const { state, dispatch } = useJourney();
  const go = useJourneyNavigate();
  const domain = getDomain(state.selectedDomain);
  const subdomainOptions = domain?.subdomains.map((subdomain) => ({ value: subdomain.id, label: subdomain.name })) ?? [];
  const focusArea = focusAreaLabel(state.selectedDomain, state.selectedSubdomain);

  const domainRule = useStepRule('domain-step', checkDomainStep(state));

  const next = () => {
    if (domainRule()) go('/define/problem');
  };

  return (
    <Stack gap="lg" maw={720}>
      <div>
        <Title order={1} size="h2">
          {journeyScreenTitle('/define/domain')}
        </Title>
        <Text c="dimmed" mt={4}>
          Choose the banking domain and sub-domain your challenge belongs to.
        </Text>
      </div>
      <Select
        label="Banking Domain"
        placeholder="Select a banking domain"
        data={DOMAIN_OPTIONS}
        value={state.selectedDomain || null}
        onChange={(value) => dispatch({ type: 'setDomain', domainId: value ?? '' })}
        description={domain?.description}
        allowDeselect={false}
      />
      <Select
        label="Banking Sub-Domain"
        placeholder={domain ? 'Select a sub-domain' : 'Choose a banking domain first'}
        data={subdomainOptions}
        value={state.selectedSubdomain || null}
        onChange={(value) => dispatch({ type: 'setSubdomain', subdomainId: value ?? '' })}
        disabled={!domain}
        allowDeselect={false}
      />
      {focusArea && (
        <Card withBorder padding="md" aria-live="polite">
          <Text size="sm" c="dimmed">
            Focus area
          </Text>
          <Text fw={700}>{focusArea}</Text>
        </Card>
      )}
      <StepNavigation onBack={() => go('/define/team')} onNext={next} />
    </Stack>
  );
}
