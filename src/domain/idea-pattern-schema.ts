import { BANKING_DOMAINS, subdomainBelongsTo } from './banking-catalogue';
import { personaCategorySchema } from './persona';
import { PERSONAS } from './personas';
import { z } from './zod';

/**
 * One idea pattern of the built-in engine's catalogue, as a bank's innovation team writes it in
 * `content/idea-patterns/<domain>/<subdomain>.json` (see that folder's README for the rules).
 */
export const IDEA_TYPES = ['Product', 'Process', 'Platform', 'Service', 'Business Model'] as const;
export const IDEA_MARKETS = ['consumer', 'business', 'wealth'] as const;

/** The phrases persona expertise is written in; a pattern names the ones that would propose it. */
export const EXPERTISE_VOCABULARY: readonly string[] = [
  ...new Set(PERSONAS.flatMap((persona) => persona.expertise)),
];

const MARKUP = /<\/?[a-z!][^>]*>|\]\(|^#{1,6}\s|\*\*/i;

const plainText = (max: number) =>
  z
    .string()
    .trim()
    .min(1, 'must not be empty')
    .max(max, `must be at most ${max} characters`)
    .refine((text) => !MARKUP.test(text), 'must be plain text (no HTML or Markdown)');

const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

const expertisePhrase = z
  .string()
  .refine((phrase) => EXPERTISE_VOCABULARY.includes(phrase), {
    error: (issue) => `"${String(issue.input)}" is not in the persona expertise vocabulary (see the README)`,
  });

export const ideaPatternSchema = z.strictObject({
  id: z
    .string()
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be kebab-case, e.g. "open-banking-affordability"')
    .max(80, 'must be at most 80 characters'),
  title: plainText(60).refine((title) => wordCount(title) >= 2 && wordCount(title) <= 5, 'must be 2-5 words'),
  segment: plainText(240),
  pain: plainText(240),
  mechanism: plainText(260),
  channel: plainText(120),
  precedent: plainText(300),
  risk: plainText(260),
  metric: plainText(200).optional(),
  type: z.enum(IDEA_TYPES, `must be one of: ${IDEA_TYPES.join(', ')}`),
  market: z.enum(IDEA_MARKETS, `must be one of: ${IDEA_MARKETS.join(', ')}`),
  lenses: z.array(personaCategorySchema).min(1, 'needs 1-3 lenses').max(3, 'needs 1-3 lenses'),
  expertise: z.array(expertisePhrase).min(1, 'needs 1-4 phrases').max(4, 'needs 1-4 phrases'),
  addresses: z
    .array(plainText(60).transform((phrase) => phrase.toLowerCase()))
    .min(8, 'needs 8-16 phrases')
    .max(16, 'needs 8-16 phrases'),
});
export type IdeaPattern = z.infer<typeof ideaPatternSchema>;

const domainIds = BANKING_DOMAINS.map((domain) => domain.id);

export const ideaPatternFileSchema = z
  .strictObject({
    domain: z.string().refine((id) => domainIds.includes(id), `must be one of: ${domainIds.join(', ')}`),
    subdomain: z.string(),
    patterns: z.array(ideaPatternSchema).min(1, 'needs at least one pattern'),
  })
  .superRefine((file, ctx) => {
    if (domainIds.includes(file.domain) && !subdomainBelongsTo(file.domain, file.subdomain)) {
      ctx.addIssue({
        code: 'custom',
        path: ['subdomain'],
        message: `"${file.subdomain}" is not a subdomain of ${file.domain}`,
      });
    }
  });
export type IdeaPatternFile = z.infer<typeof ideaPatternFileSchema>;
