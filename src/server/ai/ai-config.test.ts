import { describe, expect, it } from 'vitest';
import { ConfigError, DEFAULT_ALLOWED_ENDPOINTS, loadConfig } from '../config/index';

const base = { AUTH_SECRET: 'x'.repeat(40), DATABASE_URL: ':memory:' };

describe('AI settings', () => {
  it('default to the built-in engine, 30 s and 30 requests a minute', () => {
    expect(loadConfig(base).ai).toEqual({
      provider: 'builtin',
      baseUrl: undefined,
      apiKey: undefined,
      model: undefined,
      timeoutMs: 30_000,
      rateLimitPerMinute: 30,
      fallbackToBuiltin: false,
      allowedEndpoints: DEFAULT_ALLOWED_ENDPOINTS,
    });
  });

  it('take the endpoints workspaces may use from AI_ALLOWED_ENDPOINTS, and refuse one that is not an endpoint', () => {
    const listed = loadConfig({ ...base, AI_ALLOWED_ENDPOINTS: 'https://*.openai.azure.com, http://ollama.bank.internal:11434/v1' });
    expect(listed.ai.allowedEndpoints).toEqual(['https://*.openai.azure.com', 'http://ollama.bank.internal:11434/v1']);
    expect(() => loadConfig({ ...base, AI_ALLOWED_ENDPOINTS: 'https://api.openai.com,ftp://files.bank' })).toThrow(
      'AI_ALLOWED_ENDPOINTS: ftp://files.bank is not an endpoint',
    );
    expect(() => loadConfig({ ...base, AI_ALLOWED_ENDPOINTS: 'https://user:secret@api.openai.com' })).toThrow('AI_ALLOWED_ENDPOINTS');
  });

  it('let the built-in engine stand in for the LLM only when asked to', () => {
    const llm = {
      ...base,
      AI_PROVIDER: 'openai-compatible',
      AI_BASE_URL: 'http://127.0.0.1:1/v1',
      AI_MODEL: 'm',
    };
    expect(loadConfig({ ...llm, AI_FALLBACK_TO_BUILTIN: 'true' }).ai.fallbackToBuiltin).toBe(true);
    expect(loadConfig({ ...llm, AI_FALLBACK_TO_BUILTIN: 'false' }).ai.fallbackToBuiltin).toBe(false);
    expect(() => loadConfig({ ...llm, AI_FALLBACK_TO_BUILTIN: 'yes' })).toThrowError(
      /AI_FALLBACK_TO_BUILTIN/,
    );
  });

  it('read an OpenAI-compatible endpoint; an empty key counts as none', () => {
    const ai = loadConfig({
      ...base,
      AI_PROVIDER: 'openai-compatible',
      AI_BASE_URL: 'http://127.0.0.1:11434/v1',
      AI_MODEL: 'llama3.1',
      AI_API_KEY: '',
    }).ai;
    expect(ai).toMatchObject({
      provider: 'openai-compatible',
      baseUrl: 'http://127.0.0.1:11434/v1',
      model: 'llama3.1',
      apiKey: undefined,
    });
  });

  it('fail fast, naming what a provider is missing', () => {
    expect(() => loadConfig({ ...base, AI_PROVIDER: 'openai-compatible' })).toThrowError(
      /AI_BASE_URL: required when AI_PROVIDER=openai-compatible\n {2}AI_MODEL: required/,
    );
    expect(() =>
      loadConfig({ ...base, AI_PROVIDER: 'anthropic', AI_MODEL: 'claude-sonnet-4-5' }),
    ).toThrowError(/AI_API_KEY: required when AI_PROVIDER=anthropic/);
    expect(() => loadConfig({ ...base, AI_PROVIDER: 'gpt' })).toThrowError(ConfigError);
    expect(() => loadConfig({ ...base, AI_BASE_URL: 'not a url' })).toThrowError(
      /AI_BASE_URL must be a full URL/,
    );
  });

  it('never put the key in an error message', () => {
    const secret = 'sk-very-secret-key';
    let message = '';
    try {
      loadConfig({ ...base, AI_PROVIDER: 'anthropic', AI_API_KEY: secret });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/AI_MODEL: required/);
    expect(message).not.toContain(secret);
  });
});
