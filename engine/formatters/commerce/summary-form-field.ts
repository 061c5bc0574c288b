/**
 * `summary-form-field`: one answer of an additional-fields form, as the cart and order
 * summaries show it (language reference §12.3 "summary-form-field").
 */
import { isTruthy, ownProperty, toText } from '../../convert';
import { escapeHtml } from '../escape';
import type { Formatter, Scope } from '../../types';

const LIKERT: Record<string, [key: string, fallback: string]> = {
  '-2': ['productAnswerMapStronglyDisagree', 'Strongly Disagree'],
  '-1': ['productAnswerMapDisagree', 'Disagree'],
  '0': ['productAnswerMapNeutral', 'Neutral'],
  '1': ['productAnswerMapAgree', 'Agree'],
  '2': ['productAnswerMapStronglyAgree', 'Strongly Agree'],
};

function likertLabel(value: unknown, scope: Scope): string {
  const [key, fallback] = LIKERT[toText(value)] ?? LIKERT['0'];
  const text = scope.resolve(`localizedStrings.${key}`);
  return typeof text === 'string' ? text : fallback;
}

function answerOf(field: unknown, scope: Scope): string {
  const values = ownProperty(field, 'values');
  const v = (key: string) => toText(ownProperty(values, key));
  switch (toText(ownProperty(field, 'type'))) {
    case 'address': {
      const lines = [v('Line1'), v('Line2'), `${v('City')}, ${v('State')} ${v('Zip')} ${v('Country')}`];
      return lines.filter(Boolean).map(escapeHtml).join('<br>');
    }
    case 'checkbox':
      if (isTruthy(values)) return escapeHtml(Array.isArray(values) ? values.map(toText).join(', ') : toText(values));
      return escapeHtml(toText(ownProperty(field, 'value')));
    case 'date':
      return escapeHtml(`${v('Month')}/${v('Day')}/${v('Year')}`);
    case 'likert':
      if (values === null || typeof values !== 'object') return '';
      return Object.entries(values as Record<string, unknown>)
        .map(([question, answer]) => `${escapeHtml(question)}: ${escapeHtml(likertLabel(answer, scope))}`)
        .join('<br>');
    case 'name':
      return escapeHtml(`${v('First')} ${v('Last')}`.trim());
    case 'phone': {
      const country = v('Country');
      return escapeHtml(`${country ? `+${country} ` : ''}${v('Areacode')}-${v('Prefix')}-${v('Line')}`);
    }
    case 'time': {
      const part = (key: string) => (isTruthy(ownProperty(values, key)) ? v(key) : '00');
      return escapeHtml(`${part('Hour')}:${part('Minute')}:${part('Second')} ${v('Ampm')}`.trim());
    }
    default:
      return escapeHtml(toText(ownProperty(field, 'value')));
  }
}

export const summaryFormField: Formatter = (field, _args, scope) => {
  const title = escapeHtml(toText(ownProperty(field, 'rawTitle')));
  let answer = answerOf(field, scope);
  if (!answer.replace(/<br>/g, '').trim() || answer === '/' || answer === '//') {
    const noAnswer = scope.resolve('localizedStrings.productSummaryFormNoAnswerText');
    answer = escapeHtml(typeof noAnswer === 'string' && noAnswer.trim() ? noAnswer.trim() : 'N/A');
  }
  return `<div class="summary-form-field"><span class="summary-form-field__title">${title}</span> <span class="summary-form-field__answer">${answer}</span></div>`;
};
