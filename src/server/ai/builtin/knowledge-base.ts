import { bankingEntries } from './knowledge-banking';
import { deliveryEntries } from './knowledge-delivery';
import { designThinkingEntries } from './knowledge-design-thinking';
import { ideationEntries } from './knowledge-ideation';
import { regulationEntries } from './knowledge-regulation';
import type { KnowledgeEntry } from './knowledge-types';
import { validationEntries } from './knowledge-validation';

export type { KnowledgeEntry };

/** Everything the offline chat assistant knows (DESIGN "AI", built-in engine). */
export const KNOWLEDGE_BASE: readonly KnowledgeEntry[] = [
  ...designThinkingEntries,
  ...ideationEntries,
  ...validationEntries,
  ...deliveryEntries,
  ...bankingEntries,
  ...regulationEntries,
];
