export interface StepDescriptor {
  title: string;
  description: string;
}

export interface Testimonial {
  quote: string;
  author: string;
}

export const HOW_IT_WORKS: StepDescriptor[] = [
  { title: 'Assemble Team', description: 'Pick consultants, technologists and bankers whose expertise frames your challenge.' },
  { title: 'Define Problem', description: 'Choose a banking domain and sub-domain, then state the problem you want to solve.' },
  { title: 'Generate Ideas', description: 'Each expert persona proposes ideas; score them on appeal and strategic fit.' },
  { title: 'Validate', description: 'Test the chosen idea: is it real, can we win, and is it worth it?' },
  { title: 'Create Output', description: 'Leave with pitch, requirements and infographic texts ready to share.' },
];

export const WHY_CHOOSE: StepDescriptor[] = [
  {
    title: 'Expert-Guided Process',
    description: 'Every step is framed by personas who think like seasoned consultants, engineers and bankers.',
  },
  {
    title: 'Proven Framework',
    description: 'Design thinking and the Real / Win / Worth screen keep ideas honest before money is spent.',
  },
  {
    title: 'Domain Specialization',
    description: 'Built around retail, SME and corporate, and wealth banking, down to the sub-domain you work in.',
  },
];

export const TESTIMONIALS: Testimonial[] = [
  {
    quote:
      'We went from a vague complaint about onboarding drop-off to a pitch our steering committee approved in three weeks.',
    author: 'Head of Digital Channels, a regional retail bank',
  },
  {
    quote:
      'Scoring ideas together cut our debate time, and 68% of the concepts we validated made it into the next planning cycle.',
    author: 'SME Banking Innovation Lead',
  },
  {
    quote:
      'The Real / Win / Worth questions made compliance a partner from day one instead of a gate at the end.',
    author: 'Compliance Innovation Manager, a private bank',
  },
];
