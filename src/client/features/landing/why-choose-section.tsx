import { Card, Container, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBuildingBank, IconCompass, IconShieldCheck } from '@tabler/icons-react';
import { WHY_CHOOSE } from './landing-content';
import classes from './landing.module.css';

const REASON_ICONS = [IconCompass, IconShieldCheck, IconBuildingBank];

export function WhyChooseSection() {
  return (
    <section className={classes.sectionAlt} aria-labelledby="why-choose">
      <Container size="lg">
        <Title id="why-choose" order={2} ta="center" mb="xl">
          Why Choose Innovation Studio
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
          {WHY_CHOOSE.map((reason, index) => {
            const Icon = REASON_ICONS[index] ?? IconCompass;
            return (
              <Card key={reason.title} withBorder padding="xl">
                <ThemeIcon size="xl" radius="md" mb="md" aria-hidden>
                  <Icon size={24} />
                </ThemeIcon>
                <Title order={3} size="h4">
                  {reason.title}
                </Title>
                <Text c="dimmed" mt="xs">
                  {reason.description}
                </Text>
              </Card>
            );
          })}
        </SimpleGrid>
      </Container>
    </section>
  );
}
