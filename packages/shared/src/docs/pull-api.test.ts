import { describe, expect, it } from 'vitest';
import { getPurchasedPremiumLeads } from '../contracts/leads.js';
import { describePullApiParameters } from './pull-api-parameters.js';
import { pullApiExamples, pullApiUrl } from './pull-api-examples.js';
import { SAMPLE_PURCHASED_LEADS_RESPONSE } from './sample-purchased-leads.js';

describe('pull API documentation', () => {
  it('has a sample response that the contract accepts', () => {
    expect(() => getPurchasedPremiumLeads.response.parse(SAMPLE_PURCHASED_LEADS_RESPONSE)).not.toThrow();
  });

  it('builds the request URL from the contract path', () => {
    expect(pullApiUrl('https://app.example.com/')).toBe(
      'https://app.example.com/api/v1/leads/get-purchased-premium-leads?page=1&limit=25',
    );
  });

  it('writes the cURL example exactly as documented', () => {
    const { curl } = pullApiExamples('http://localhost:3001', 'YOUR_API_KEY');
    expect(curl.trim()).toBe(
      'curl -sS -H "x-api-key: YOUR_API_KEY" "http://localhost:3001/api/v1/leads/get-purchased-premium-leads?page=1&limit=25"',
    );
  });

  it('puts the key and URL into every language example', () => {
    const examples = pullApiExamples('https://app.example.com', 'sk_Test_123');
    for (const code of Object.values(examples)) {
      expect(code).toContain(
        'https://app.example.com/api/v1/leads/get-purchased-premium-leads?page=1&limit=25',
      );
      expect(code).toContain('sk_Test_123');
      expect(code).toContain('x-api-key');
    }
    expect(examples.java).toContain('public class Main');
    expect(examples.python).not.toMatch(/import requests/);
  });

  it('refuses values that could break out of the quoted strings', () => {
    expect(() => pullApiExamples('https://x.test', 'a"; rm -rf /')).toThrow();
  });

  it('derives the parameter table from the contract query', () => {
    const parameters = describePullApiParameters();
    expect(parameters.map((p) => p.name)).toEqual(['page', 'limit', 'lead_type', 'state', 'since', 'cursor']);
    expect(parameters.every((p) => !p.required && p.description.length > 0)).toBe(true);
    expect(parameters.find((p) => p.name === 'lead_type')?.format).toBe('one of premium, exclusive');
    expect(parameters.find((p) => p.name === 'since')?.format).toMatch(/ISO 8601/);
    expect(parameters.find((p) => p.name === 'page')?.format).toBe('whole number');
  });
});
