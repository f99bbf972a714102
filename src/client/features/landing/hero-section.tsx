import { Badge, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useLinkComponent } from '../../components/app-link';
import classes from './landing.module.css';
import { GET_STARTED_PATH, type PrimaryAction } from './primary-action';

export function HeroSection({ signedIn, run }: PrimaryAction) {
  const Link = useLinkComponent();
  return (
    <section className={classes.hero} aria-labelledby="hero-title">
      <Container size="md">
        <Stack align="center" gap="lg" ta="center">
          <Badge size="lg" variant="light">
            Guided Process
          </Badge>
          <Text fw={600} className={classes.tagline}>
            Design Thinking for Banking Innovation
          </Text>
          <Title id="hero-title" order={1} className={classes.heroTitle}>
            Transform Banking Through Structured Innovation
          </Title>
          <Text size="lg" c="dimmed" maw={640}>
            Assemble a team of expert personas, define a real banking problem, generate and score ideas, validate
            the best one and leave with pitch-ready material.
          </Text>
          <Group justify="center">
            {signedIn ? (
              <Button size="lg" onClick={run} rightSection={<IconArrowRight size={18} aria-hidden />}>
                Start Innovation Journey
              </Button>
            ) : (
              // A link: it works in the prerendered page before the scripts have arrived.
              <Button size="lg" component={Link} to={GET_STARTED_PATH} rightSection={<IconArrowRight size={18} aria-hidden />}>
                Sign In to Get Started
              </Button>
            )}
            {signedIn && (
              <Button size="lg" variant="default" component={Link} to="/dashboard">
                My Dashboard
              </Button>
            )}
          </Group>
        </Stack>
      </Container>
    </section>
  );
}
