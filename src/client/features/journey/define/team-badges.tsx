import { Badge, Group } from '@mantine/core';
import type { TeamMember } from '../../../../domain/journey-state';
import { CATEGORY_SINGULAR_LABELS } from '../../../../domain/personas';

export function TeamBadges({ members }: { members: TeamMember[] }) {
  return (
    <Group gap="xs" role="group" aria-label="Your team">
      {members.map((member) => (
        <Badge key={member.id} variant="light" size="lg" tt="none">
          {member.name} · {CATEGORY_SINGULAR_LABELS[member.category]}
        </Badge>
      ))}
    </Group>
  );
}
