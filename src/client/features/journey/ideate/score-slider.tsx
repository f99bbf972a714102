import { Slider, Text } from '@mantine/core';

const MARKS = [0, 5, 10].map((value) => ({ value, label: String(value) }));

interface ScoreSliderProps {
  label: string;
  ideaTitle: string;
  value: number;
  onChange(value: number): void;
}

/** A 0-10 score in whole steps, named for screen readers with the idea it scores. */
export function ScoreSlider({ label, ideaTitle, value, onChange }: ScoreSliderProps) {
  return (
    <div>
      <Text size="sm" fw={600} mb={4} aria-hidden>
        {label}: {value}
      </Text>
      <Slider
        min={0}
        max={10}
        step={1}
        marks={MARKS}
        value={value}
        onChange={onChange}
        thumbLabel={`${label} for ${ideaTitle}`}
        label={null}
        mb="md"
      />
    </div>
  );
}
