import { Carousel } from '@mantine/carousel';
import { Blockquote, Container, Title } from '@mantine/core';
import { TESTIMONIALS } from './landing-content';
import classes from './landing.module.css';

export function SuccessStoriesSection() {
  return (
    <section className={classes.section} aria-labelledby="success-stories">
      <Container size="md">
        <Title id="success-stories" order={2} ta="center" mb="xl">
          Success Stories
        </Title>
        <Carousel
          withIndicators
          emblaOptions={{ loop: true }}
          slideGap="md"
          previousControlProps={{ 'aria-label': 'Previous story' }}
          nextControlProps={{ 'aria-label': 'Next story' }}
          getIndicatorProps={(index) => ({ 'aria-label': `Show story ${index + 1}` })}
          aria-roledescription="carousel"
          aria-label="Success stories"
          className={classes.carousel}
        >
          {TESTIMONIALS.map((testimonial, index) => (
            <Carousel.Slide
              key={testimonial.author}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${TESTIMONIALS.length}`}
            >
              <Blockquote cite={`— ${testimonial.author}`} className={classes.quote}>
                {testimonial.quote}
              </Blockquote>
            </Carousel.Slide>
          ))}
        </Carousel>
      </Container>
    </section>
  );
}
