import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import classes from './landing.module.css';
import { usePrimaryAction } from './use-primary-action';

export function ClosingCtaSection() {
  const { signedIn } = usePrimaryAction();
  return (
    <section className={classes.sectionAlt} aria-labelledby="closing-cta">
      <Container size="sm">
        <Stack align="center" ta="center" gap="md">
          <Title id="closing-cta" order={2}>
            Ready to turn a banking problem into a validated idea?
          </Title>
          <Text c="dimmed">Five guided stages, one shared vocabulary, and material you can take to your steering committee.</Text>
          {signedIn ? (
            <Button size="lg" component={Link} to="/dashboard">
              Go to Dashboard
            </Button>
          ) : (
            <Button size="lg" component={Link} to="/auth">
              Get Started Today
            </Button>
          )}
        </Stack>
      </Container>
    </section>
  );
}
