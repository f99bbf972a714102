import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useLinkComponent } from '../../components/app-link';
import classes from './landing.module.css';
import { GET_STARTED_PATH, type PrimaryAction } from './primary-action';

export function ClosingCtaSection({ signedIn, run }: PrimaryAction) {
  const Link = useLinkComponent();
  return (
    <section className={classes.sectionAlt} aria-labelledby="closing-cta">
      <Container size="sm">
        <Stack align="center" ta="center" gap="md">
          <Title id="closing-cta" order={2}>
            Ready to turn a banking problem into a validated idea?
          </Title>
          <Text c="dimmed">Five guided stages, one shared vocabulary, and material you can take to your steering committee.</Text>
          {signedIn ? (
            // SPEC: the spec's label, running the hero's action (docs/decisions.md).
            <Button size="lg" onClick={run}>
              Go to Dashboard
            </Button>
          ) : (
            <Button size="lg" component={Link} to={GET_STARTED_PATH}>
              Get Started Today
            </Button>
          )}
        </Stack>
      </Container>
    </section>
  );
}
