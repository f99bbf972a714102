import { ActionIcon, Blockquote, Container, Group, Title, UnstyledButton } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useState } from 'react';
import { TESTIMONIALS } from './landing-content';
import classes from './landing.module.css';

const count = TESTIMONIALS.length;

/** Three quotes, one in view at a time, moved by previous / next buttons or the dots (it wraps around). */
export function SuccessStoriesSection() {
  const [current, setCurrent] = useState(0);
  const move = (step: number) => setCurrent((index) => (index + step + count) % count);

  return (
    // The carousel is this section's landmark, named by the heading; a second one around it, with
    // the same name, would repeat it for screen-reader users (axe: landmark-unique).
    <section className={classes.section}>
      <Container size="md">
        <Title id="success-stories" order={2} ta="center" mb="xl">
          Success Stories
        </Title>
        <div role="region" aria-roledescription="carousel" aria-labelledby="success-stories" className={classes.carousel}>
          <div className={classes.viewport}>
            <div className={classes.track} style={{ transform: `translateX(-${current * 100}%)` }}>
              {TESTIMONIALS.map((testimonial, index) => (
                <div
                  key={testimonial.author}
                  role="group"
                  aria-roledescription="slide"
                  aria-label={`${index + 1} of ${count}`}
                  className={classes.slide}
                >
                  <Blockquote cite={`— ${testimonial.author}`} className={classes.quote}>
                    {testimonial.quote}
                  </Blockquote>
                </div>
              ))}
            </div>
          </div>
          <Group justify="center" gap="md" mt="md">
            <ActionIcon variant="default" size="lg" radius="xl" aria-label="Previous story" onClick={() => move(-1)}>
              <IconChevronLeft size={18} aria-hidden />
            </ActionIcon>
            <Group gap={2}>
              {TESTIMONIALS.map((testimonial, index) => (
                <UnstyledButton
                  key={testimonial.author}
                  aria-label={`Show story ${index + 1}`}
                  aria-current={index === current}
                  className={classes.dot}
                  onClick={() => setCurrent(index)}
                />
              ))}
            </Group>
            <ActionIcon variant="default" size="lg" radius="xl" aria-label="Next story" onClick={() => move(1)}>
              <IconChevronRight size={18} aria-hidden />
            </ActionIcon>
          </Group>
        </div>
      </Container>
    </section>
  );
}
