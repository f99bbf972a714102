import { Group, Image, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconCircleCheckFilled } from '@tabler/icons-react';
import type { Persona } from '../../../../domain/persona';
import classes from './persona-card.module.css';

interface PersonaCardProps {
  persona: Persona;
  selected: boolean;
  onToggle(): void;
}

export function PersonaCard({ persona, selected, onToggle }: PersonaCardProps) {
  return (
    <UnstyledButton className={classes.card} data-selected={selected || undefined} aria-pressed={selected} onClick={onToggle}>
      <Group wrap="nowrap" align="flex-start" gap="md">
        <Image src={persona.avatarUrl} alt="" w={56} h={56} radius="xl" />
        <Stack gap={2} miw={0} flex={1}>
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Text component="span" fw={700} size="lg">
              {persona.name}
            </Text>
            {selected && <IconCircleCheckFilled size={22} className={classes.check} aria-hidden />}
          </Group>
          <Text component="span" size="sm" fw={600} className={classes.role}>
            {persona.role}
          </Text>
          <Text component="span" size="sm" mt={6}>
            {persona.description}
          </Text>
          <Text component="span" size="xs" c="dimmed" mt={6}>
            <strong>Focus:</strong> {persona.domainFocus}
          </Text>
          <Text component="span" size="xs" c="dimmed">
            <strong>Industry:</strong> {persona.experience}
          </Text>
          <Text component="span" size="xs" mt={8} className={classes.superpower}>
            <strong>Superpower:</strong> {persona.superpower}
          </Text>
        </Stack>
      </Group>
    </UnstyledButton>
  );
}
