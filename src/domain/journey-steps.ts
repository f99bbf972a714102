/** The journey's screens by their address ('ideate/evaluate'), as presence and the activity list name them. */
export const JOURNEY_STEP_LABELS: Readonly<Record<string, string>> = {
  'define/team': 'Consultants',
  'define/technologists': 'Technologists',
  'define/bankers': 'Bankers',
  'define/domain': 'Domain',
  'define/problem': 'Problem',
  'ideate/ideas': 'Ideas',
  'ideate/evaluate': 'Evaluate',
  'ideate/select': 'Select',
  'validate/real': 'Is It Real?',
  'validate/win': 'Can It Win?',
  'validate/worth': 'Is It Worth It?',
  'output/pitch': 'Pitch',
  'output/brd': 'Requirements',
  'output/infographic': 'Infographic',
};

export function stepLabel(step: string): string {
  return JOURNEY_STEP_LABELS[step] ?? 'the journey';
}
