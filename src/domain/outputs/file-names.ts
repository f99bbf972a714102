export const FILE_NAME_FALLBACK = 'innovation-journey';
const MAX_BASE_LENGTH = 60;

/** Lower-case ASCII words joined by hyphens; accents are dropped rather than lost with their letter. */
function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** 'Smart Savings', 'pitch', 'pptx' -> 'smart-savings-pitch.pptx'; safe on every file system. */
export function journeyFileName(journeyName: string, suffix: string, ext: string): string {
  const base = slugify(journeyName).slice(0, MAX_BASE_LENGTH).replace(/-+$/, '') || FILE_NAME_FALLBACK;
  const stem = [base, slugify(suffix)].filter((part) => part !== '').join('-');
  const extension = slugify(ext);
  return extension === '' ? stem : `${stem}.${extension}`;
}

/** Downloads are named after the journey, or after its chosen idea while the journey has no name. */
export function outputFileName(
  state: { journeyName: string; selectedIdea: { title: string } | null },
  suffix: string,
  ext: string,
): string {
  return journeyFileName(state.journeyName.trim() || state.selectedIdea?.title || '', suffix, ext);
}
