import { Fieldset, Group, Radio, Stack, Text } from '@mantine/core';
import { RISK_LEVELS, RISK_QUESTIONS, RISK_ZONE_LABELS, riskZone } from '../../../../../domain/rww/rww-risk';
import type { RwwRisk } from '../../../../../domain/rww/rww-state';
import type { RwwChange } from './use-rww-screen';

type RiskKey = keyof typeof RISK_QUESTIONS;

/** Day's risk matrix from two answers, 1 to 5: how new the market and the product are to the bank. */
export function RwwRiskFields({ risk, readOnly, change }: { risk: RwwRisk; readOnly: boolean; change(action: RwwChange): void }) {
  const zone = riskZone(risk);
  const field = (key: RiskKey) => (
    <Radio.Group
      key={key}
      label={RISK_QUESTIONS[key].label}
      description={RISK_QUESTIONS[key].ends.join(' · ')}
      value={risk[key] === null ? null : String(risk[key])}
      readOnly={readOnly}
      onChange={(value) => change({ type: 'setRwwRisk', [key]: Number(value) })}
    >
      <Group gap="md" mt={6}>
        {RISK_LEVELS.map((level) => (
          <Radio key={level} value={String(level)} label={String(level)} />
        ))}
      </Group>
    </Radio.Group>
  );
  return (
    <Fieldset legend="Risk matrix (G. S. Day)" variant="filled">
      <Stack gap="md">
        {field('marketNewness')}
        {field('productNewness')}
        <Text size="sm" aria-live="polite">
          {zone ? `On Day’s risk matrix: ${RISK_ZONE_LABELS[zone]}.` : 'Answer both to place the idea on the portfolio’s risk matrix.'}
        </Text>
      </Stack>
    </Fieldset>
  );
}
