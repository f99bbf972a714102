import { describe, expect, it } from 'vitest';
import { endpointPolicy } from './endpoint-policy';

describe('the endpoints a workspace engine may use', () => {
  const policy = endpointPolicy(
    ['https://api.openai.com', 'https://*.openai.azure.com', 'http://ollama.bank.internal:11434/v1'],
    'http://127.0.0.1:9999/v1',
  );

  it('allows the listed endpoints, a wildcard’s subdomains and the deployment’s own endpoint', () => {
    expect(policy.isAllowed('https://api.openai.com/v1')).toBe(true);
    expect(policy.isAllowed('https://bank-east.openai.azure.com/openai/v1')).toBe(true);
    expect(policy.isAllowed('http://ollama.bank.internal:11434/v1')).toBe(true);
    expect(policy.isAllowed('http://127.0.0.1:9999/v1')).toBe(true);
  });

  it('refuses look-alike hosts, other ports, schemes and paths outside a listed one', () => {
    for (const address of [
      'https://api.openai.com.evil.example/v1',
      'https://openai.azure.com/v1',
      'https://evil-openai.azure.com/v1',
      'http://api.openai.com/v1',
      'http://ollama.bank.internal:11435/v1',
      'http://ollama.bank.internal:11434/v2',
      'http://ollama.bank.internal:11434/v1evil',
      'http://169.254.169.254/latest/meta-data',
      'http://127.0.0.1:9998/v1',
      'not a url',
    ]) {
      expect(policy.isAllowed(address), address).toBe(false);
    }
  });
});
