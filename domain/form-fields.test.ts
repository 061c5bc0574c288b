import { describe, expect, it } from 'vitest';
import {
  entriesOfJson,
  fieldError,
  FIELD_MESSAGES,
  FORM_MESSAGES,
  formErrors,
  formValues,
  maxLengthOf,
  padPhone,
} from './form-fields';
import type { FormField } from './form-fields';

const entries = (pairs: [string, string][]) => (name: string) => pairs.filter(([k]) => k === name).map(([, v]) => v);

describe('field checks (spec §5)', () => {
  it('says Required for empty required fields of every kind', () => {
    const kinds: [FormField, unknown][] = [
      [{ id: 'a', type: 'text', required: true }, '  '],
      [{ id: 'b', type: 'name', required: true }, ['', ' ']],
      [{ id: 'c', type: 'radio', required: true, options: ['x'] }, ''],
      [{ id: 'd', type: 'select', required: true, options: ['x'] }, ''],
      [{ id: 'e', type: 'checkbox', required: true, options: ['x'] }, []],
      [{ id: 'f', type: 'email', required: true }, undefined],
    ];
    for (const [field, value] of kinds) expect(fieldError(field, value as string), field.type).toBe('Required');
  });

  it('lets empty optional fields through, and never requires likert, hidden or sections', () => {
    expect(fieldError({ id: 'a', type: 'email' }, '')).toBeUndefined();
    expect(fieldError({ id: 'a', type: 'textarea', maxLength: 3 }, '')).toBeUndefined();
    expect(fieldError({ id: 'l', type: 'likert', required: true, options: ['q'] }, {})).toBeUndefined();
    expect(fieldError({ id: 's', type: 'section', required: true }, undefined)).toBeUndefined();
    expect(fieldError({ id: 'h', type: 'hidden', required: true }, '')).toBeUndefined();
  });

  it('refuses text over the limit, from a number or a data-attribute string', () => {
    expect(fieldError({ id: 'm', type: 'textarea', maxLength: 5 }, 'abcdef')).toBe(
      'You have exceeded the character limit.',
    );
    expect(fieldError({ id: 'm', type: 'textarea', maxLength: '5' }, 'abcde')).toBeUndefined();
    expect(fieldError({ id: 'm', type: 'textarea', maxLength: 'many' }, 'x'.repeat(5000))).toBeUndefined();
  });

  it('checks emails with the shared check after trimming', () => {
    const email: FormField = { id: 'e', type: 'email', required: true };
    expect(fieldError(email, ' ada@example.com ')).toBeUndefined();
    for (const bad of ['ada', 'ada@example', 'ada@example.museum', 'a b@example.com']) {
      expect(fieldError(email, bad)).toBe(
        'Email is not valid. Email addresses should follow the format user@domain.com.',
      );
    }
  });

  it('collects every message by field id', () => {
    const fields: FormField[] = [
      { id: 'n', type: 'name', required: true },
      { id: 'e', type: 'email' },
      { id: 'ok', type: 'text', required: true },
    ];
    expect(formErrors(fields, { n: ['', ''], e: 'nope', ok: 'yes' })).toEqual({
      n: FIELD_MESSAGES.required,
      e: FIELD_MESSAGES.email,
    });
    expect(formErrors(fields, { n: ['Ada', 'L'], e: '', ok: 'yes' })).toEqual({});
  });
});

describe('field values by kind (spec §3)', () => {
  const fields: FormField[] = [
    { id: 'name', type: 'name' },
    { id: 'addr', type: 'address' },
    { id: 'date', type: 'date' },
    { id: 'time', type: 'time' },
    { id: 'phone', type: 'phone' },
    { id: 'box', type: 'checkbox', options: ['a', 'b', 'c'] },
    { id: 'radio', type: 'radio', options: ['x', 'y'] },
    { id: 'sel', type: 'select', options: ['p', 'q'] },
    { id: 'lik', type: 'likert', options: ['Fast?', 'Kind?'] },
    { id: 'hid', type: 'hidden', key: 'ref', value: 'own' },
    { id: 'hid2', type: 'hidden', key: 'campaign', value: 'own2' },
    { id: 'sec', type: 'section' },
    { id: 'msg', type: 'textarea' },
  ];
  const posted = entries([
    ['name', 'Ada'],
    ['name', 'Lovelace'],
    ['addr', '1 Main St'],
    ['date', '12'],
    ['date', '25'],
    ['date', '2024'],
    ['time', '10'],
    ['time', '30'],
    ['phone', '555'],
    ['phone', '123'],
    ['phone', '4567'],
    ['box', 'a'],
    ['box', 'c'],
    ['radio', 'y'],
    ['radio', 'x'],
    ['sel', 'q'],
    ['lik:1', 'Agree'],
    ['hid', 'tampered'],
    ['msg', 'Hi'],
  ]);

  it('gives lists, first values, a likert map, hidden values from the query, and nothing for sections', () => {
    expect(formValues(fields, posted, new URLSearchParams('ref=newsletter'))).toEqual({
      name: ['Ada', 'Lovelace'],
      addr: ['1 Main St'],
      date: ['12', '25', '2024'],
      time: ['10', '30'],
      phone: ['', '555', '123', '4567'],
      box: ['a', 'c'],
      radio: 'y',
      sel: 'q',
      lik: { 'Kind?': 'Agree' },
      hid: 'newsletter',
      hid2: 'own2',
      msg: 'Hi',
    });
  });

  it('reads a JSON payload the same way', () => {
    const json = {
      name: ['Ada', 'Lovelace'],
      phone: ['1', '2', '3'],
      box: ['a', 7],
      radio: 'x',
      lik: { 'Fast?': 'Neutral' },
      msg: 5,
    };
    expect(formValues(fields, entriesOfJson(json, fields))).toMatchObject({
      name: ['Ada', 'Lovelace'],
      phone: ['', '1', '2', '3'],
      box: ['a'],
      radio: 'x',
      lik: { 'Fast?': 'Neutral' },
      msg: '',
      hid: 'own',
    });
  });

  it('pads only 3-part phones to 4', () => {
    expect(padPhone(['1', '2', '3'])).toEqual(['', '1', '2', '3']);
    expect(padPhone(['44', '1', '2', '3'])).toEqual(['44', '1', '2', '3']);
    expect(padPhone(['5551234'])).toEqual(['5551234']);
  });
});

describe('counter limit and messages', () => {
  it('treats non-numeric or negative limits as 0', () => {
    expect(maxLengthOf('300')).toBe(300);
    expect(maxLengthOf(12)).toBe(12);
    for (const off of ['x', '-1', -4, '', undefined, null]) expect(maxLengthOf(off)).toBe(0);
  });

  it('has every form message of spec §8 word for word', () => {
    expect(Object.values(FORM_MESSAGES)).toEqual([
      'Submitting…',
      'Error processing form submission. Please reload and try again.',
      'Unknown error, please try again later.',
      'Complete CAPTCHA before submitting.',
      'Could not get a form submission key, please try again later.',
      'Could not parse the form fields, please check your entries.',
      'One or more fields is invalid, please check your entries.',
      'Your form has encountered a problem. Please scroll down to review.',
      'Your form has encountered a problem. Please scroll up to review.',
      'Unable to submit form. Please try again later.',
      'This form has not been configured yet.',
      'Unable to submit form. Submission rate limit exceeded. Please try again later.',
      'Unable to send form. Please try again later.',
    ]);
  });
});

describe('a radio or select answer (t25last)', () => {
  const options = ['Day hike', 'Overnight'];
  it('is one of the field’s options, else refused; other kinds take any text', () => {
    expect(fieldError({ id: 'a', type: 'radio', options }, 'Overnight')).toBeUndefined();
    expect(fieldError({ id: 'a', type: 'select', options }, 'Nuit dehors')).toBe(FIELD_MESSAGES.notAnOption);
    expect(fieldError({ id: 'a', type: 'radio', options }, 'overnight')).toBe(FIELD_MESSAGES.notAnOption);
    expect(fieldError({ id: 'a', type: 'select', options }, '')).toBeUndefined();
    expect(fieldError({ id: 'a', type: 'text', options }, 'Anything')).toBeUndefined();
  });
});
