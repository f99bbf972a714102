import { Card, Container, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBulb, IconChecklist, IconFileText, IconTarget, IconUsersGroup } from '@tabler/icons-react';
import { HOW_IT_WORKS } from './landing-content';
import classes from './landing.module.css';

const STEP_ICONS = [IconUsersGroup, IconTarget, IconBulb, IconChecklist, IconFileText];

export function HowItWorksSection() {
  return (
    <section className={classes.section} aria-labelledby="how-it-works">
      <Container size="lg">
        <Title id="how-it-works" order={2} ta="center" mb="xl">
          How It Works
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 5 }} spacing="md" component="ol" className={classes.plainList}>
          {HOW_IT_WORKS.map((step, index) => {
            const Icon = STEP_ICONS[index] ?? IconBulb;
            return (
              <Card component="li" key={step.title} withBorder padding="lg">
                <ThemeIcon size="xl" radius="xl" variant="light" mb="sm" aria-hidden>
                  <Icon size={24} />
                </ThemeIcon>
                <Text fw={700}>
                  {index + 1}. {step.title}
                </Text>
                <Text size="sm" c="dimmed" mt={4}>
                  {step.description}
                </Text>
              </Card>
            );
          })}
        </SimpleGrid>
      </Container>
    </section>
  );
}
