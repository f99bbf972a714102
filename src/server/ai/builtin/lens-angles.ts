import { bankerAngles } from './lens-angles-banker';
import { consultantAngles } from './lens-angles-consultant';
import { technologistAngles } from './lens-angles-technologist';
import type { LensAngle } from './pattern-types';

/** Every way a persona lens can turn a pattern into an idea (SPEC section 3: three categories). */
export const LENS_ANGLES: readonly LensAngle[] = [
  ...technologistAngles,
  ...consultantAngles,
  ...bankerAngles,
];
