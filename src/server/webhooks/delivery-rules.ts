import type { AppConfig } from '../config/index';
import { secretBox } from '../security/secret-box';
import type { DeliveryRules } from './delivery-attempt';

/** Signing secrets and channel addresses are sealed under a key of their own, derived from AUTH_SECRET. */
export const webhookSecretBox = (authSecret: string) => secretBox(authSecret, 'webhook-secrets');

export function webhookDeliveryRules(config: AppConfig, overrides: Partial<DeliveryRules> = {}): DeliveryRules {
  return {
    box: webhookSecretBox(config.authSecret),
    post: { allowPrivateAddresses: config.webhooks.allowPrivateAddresses, timeoutMs: config.webhooks.timeoutMs },
    ...overrides,
  };
}
