import { Button, Group } from '@mantine/core';
import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react';
import { type ReactNode, memo } from 'react';
import { useStableCallback } from '../../../lib/use-stable-callback';

interface StepNavigationProps {
  onBack?(): void;
  onNext(): void;
  nextLabel?: string;
  nextIcon?: ReactNode;
  /** Truly disabled: nothing to explain (e.g. no ideas yet). */
  nextDisabled?: boolean;
  /**
   * Looks and reads as disabled but can still be pressed, so the screen can say why it cannot
   * move on (the spec's toast) instead of leaving the user guessing.
   */
  nextBlocked?: boolean;
  nextLoading?: boolean;
}

/**
 * The Back and Next pair at the foot of every journey screen. The screen's handlers are passed on as
 * stable functions, so typing on the screen does not draw the pair again.
 */
export function StepNavigation({ onBack, onNext, ...props }: StepNavigationProps) {
  const back = useStableCallback(() => onBack?.());
  const next = useStableCallback(onNext);
  return <StepButtons {...props} onBack={onBack ? back : undefined} onNext={next} />;
}

const StepButtons = memo(function StepButtons({ onBack, onNext, nextLabel = 'Next', nextIcon, nextDisabled, nextBlocked, nextLoading }: StepNavigationProps) {
  return (
    <Group justify="space-between" mt="md">
      {onBack ? (
        <Button variant="default" leftSection={<IconArrowLeft size={16} aria-hidden />} onClick={onBack}>
          Back
        </Button>
      ) : (
        <span />
      )}
      <Button
        rightSection={nextIcon ?? <IconArrowRight size={16} aria-hidden />}
        onClick={onNext}
        disabled={nextDisabled}
        loading={nextLoading}
        data-disabled={nextBlocked || undefined}
        aria-disabled={nextBlocked || undefined}
      >
        {nextLabel}
      </Button>
    </Group>
  );
});
