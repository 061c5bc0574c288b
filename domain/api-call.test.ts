import { describe, expect, it } from 'vitest';
import { ApiCallError, answerOf, buildRequest, failureError, readCookie, wordFailure } from './api-call';

describe('readCookie', () => {
  it('finds a cookie by its exact name and decodes it', () => {
    expect(readCookie('crumb', 'a=1; crumb=c%20d; xcrumb=no')).toBe('c d');
    expect(readCookie('crumb', 'xcrumb=no')).toBeUndefined();
    expect(readCookie('crumb', '')).toBeUndefined();
  });

  it('answers a badly encoded value as it is rather than throwing', () => {
    expect(readCookie('crumb', 'crumb=%E0%A4%A')).toBe('%E0%A4%A');
  });
});

describe('buildRequest', () => {
  it('sends JSON, asks refusals in the header, and the crumb on writes only', () => {
    const write = buildRequest('POST', { a: 1 }, 'crumb=c1');
    expect(write).toEqual({
      method: 'POST',
      credentials: 'same-origin',
      headers: {
        Accept: 'application/json',
        'X-Refusal-Status': 'in-header',
        'X-CSRF-Token': 'c1',
        'Content-Type': 'application/json',
      },
      body: '{"a":1}',
    });
    const read = buildRequest('GET', undefined, 'crumb=c1');
    expect(read.headers['X-CSRF-Token']).toBeUndefined();
    expect(read.body).toBeUndefined();
  });

  it('sends a crumb header even without the cookie, and lets the caller add or replace headers', () => {
    expect(buildRequest('DELETE', undefined, '').headers['X-CSRF-Token']).toBe('');
    expect(
      buildRequest('POST', undefined, 'crumb=c1', { 'X-CSRF-Token': 'own', 'Idempotency-Key': 'k' }).headers,
    ).toMatchObject({ 'X-CSRF-Token': 'own', 'Idempotency-Key': 'k' });
  });

  it('sends form fields form-encoded, without a JSON type', () => {
    const fields = new URLSearchParams({ event: 'e' });
    const request = buildRequest('POST', fields, '');
    expect(request.body).toBe(fields);
    expect(request.headers['Content-Type']).toBeUndefined();
  });
});

describe('answerOf', () => {
  it('keeps a success body as it is and reads nothing from it', () => {
    expect(answerOf(200, { error: 'not one', message: 'hello' })).toEqual({
      ok: true,
      status: 200,
      body: { error: 'not one', message: 'hello' },
      message: '',
      fieldErrors: {},
    });
  });

  it('reads the message and field errors of every refusal shape our routes answer', () => {
    expect(answerOf(400, { error: 'Bad', fieldErrors: { email: 'Invalid' } })).toMatchObject({
      ok: false,
      message: 'Bad',
      fieldErrors: { email: 'Invalid' },
    });
    expect(answerOf(400, { error: 'Invalid', data: { errors: { f1: 'Required' } } })).toMatchObject({
      message: 'Invalid',
      fieldErrors: { f1: 'Required' },
    });
    expect(answerOf(404, { message: 'Unknown variant' }).message).toBe('Unknown variant');
    expect(answerOf(403, { data: { error: 'Processing' } }).message).toBe('Processing');
  });

  it('ignores hostile bodies: arrays, non-strings, nested junk', () => {
    expect(answerOf(400, ['error'])).toMatchObject({ message: '', fieldErrors: {} });
    expect(answerOf(400, 'text')).toMatchObject({ message: '', fieldErrors: {} });
    expect(answerOf(400, { error: { deep: 'x' }, fieldErrors: { a: 1, b: 'ok', c: null } })).toMatchObject({
      message: '',
      fieldErrors: { b: 'ok' },
    });
    expect(answerOf(400, { fieldErrors: ['x'] }).fieldErrors).toEqual({});
    expect(answerOf(0, undefined)).toEqual({ ok: false, status: 0, body: undefined, message: '', fieldErrors: {} });
  });
});

describe('wordFailure and failureError', () => {
  const words = {
    offline: 'Offline.',
    fallback: 'Try again.',
    insteadOf: { 429: 'Slow down.' },
    missingFor: { 403: 'Reload.' },
  };

  it('words the network, fixed statuses, the server message, then the fallbacks', () => {
    expect(wordFailure(answerOf(0, undefined), words)).toBe('Offline.');
    expect(wordFailure(answerOf(429, { error: 'server words' }), words)).toBe('Slow down.');
    expect(wordFailure(answerOf(403, { error: 'Expired.' }), words)).toBe('Expired.');
    expect(wordFailure(answerOf(403, {}), words)).toBe('Reload.');
    expect(wordFailure(answerOf(500, null), words)).toBe('Try again.');
  });

  it('makes the one error with status, message and field errors', () => {
    const error = failureError(answerOf(400, { error: 'Bad', fieldErrors: { email: 'Invalid' } }), words);
    expect(error).toBeInstanceOf(ApiCallError);
    expect(error).toMatchObject({ status: 400, message: 'Bad', fieldErrors: { email: 'Invalid' } });
  });
});
