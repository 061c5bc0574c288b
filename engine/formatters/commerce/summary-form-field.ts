/**
 * `summary-form-field`: one answer of an additional-fields form, as the cart and order
 * summaries show it (language reference §12.3 "summary-form-field").
 */
import { isTruthy, ownProperty, toText } from '../../convert';
import { escapeHtml } from '../escape';
import { fillPlaceholders, interfaceWord } from '../markup';
import type { Formatter } from '../../types';

const LIKERT: Record<string, [key: string, fallback: string]> = {
  '-2': ['productAnswerMapStronglyDisagree', 'Strongly Disagree'],
  '-1': ['productAnswerMapDisagree', 'Disagree'],
  '0': ['productAnswerMapNeutral', 'Neutral'],
  '1': ['productAnswerMapAgree', 'Agree'],
  '2': ['productAnswerMapStronglyAgree', 'Strongly Agree'],
};

type Resolve = (path: string) => unknown;

function likertLabel(value: unknown, resolve: Resolve): string {
  const [key, fallback] = LIKERT[toText(value)] ?? LIKERT['0'];
  const text = resolve(`localizedStrings.${key}`);
  return typeof text === 'string' ? text : fallback;
}

/** The answer as lines of plain text (the formatter escapes them and joins them with `<br>`). */
function answerLines(field: unknown, resolve: Resolve): string[] {
  const values = ownProperty(field, 'values');
  const v = (key: string) => toText(ownProperty(values, key));
  switch (toText(ownProperty(field, 'type'))) {
    case 'address':
      return [v('Line1'), v('Line2'), `${v('City')}, ${v('State')} ${v('Zip')} ${v('Country')}`].filter(Boolean);
    case 'checkbox':
      if (isTruthy(values)) return [Array.isArray(values) ? values.map(toText).join(', ') : toText(values)];
      return [toText(ownProperty(field, 'value'))];
    case 'date':
      return [`${v('Month')}/${v('Day')}/${v('Year')}`];
    case 'likert':
      if (values === null || typeof values !== 'object') return [];
      return Object.entries(values as Record<string, unknown>).map(([question, answer]) =>
        // The page language's "label: value" (French: a narrow no-break space before the colon).
        fillPlaceholders(interfaceWord(resolve, 'optionNamed', '{name}: {value}'), {
          name: question,
          value: likertLabel(answer, resolve),
        }),
      );
    case 'name':
      return [`${v('First')} ${v('Last')}`.trim()];
    case 'phone': {
      const country = v('Country');
      return [`${country ? `+${country} ` : ''}${v('Areacode')}-${v('Prefix')}-${v('Line')}`];
    }
    case 'time': {
      const part = (key: string) => (isTruthy(ownProperty(values, key)) ? v(key) : '00');
      return [`${part('Hour')}:${part('Minute')}:${part('Second')} ${v('Ampm')}`.trim()];
    }
    default:
      return [toText(ownProperty(field, 'value'))];
  }
}

/** An empty answer, or a date with no parts ('/' or '//'). */
function isNoAnswer(lines: string[]): boolean {
  const joined = lines.join('<br>');
  return !lines.join('').trim() || joined === '/' || joined === '//';
}

function noAnswerText(resolve: Resolve): string {
  const noAnswer = resolve('localizedStrings.productSummaryFormNoAnswerText');
  return typeof noAnswer === 'string' && noAnswer.trim() ? noAnswer.trim() : 'N/A';
}

/**
 * The answer as plain text by the same rules (lines joined by a newline), for places that show
 * answers outside a template: the owner's form submissions and their CSV export.
 *
 * @example summaryFieldText({ type: 'name', values: { First: 'Ada', Last: 'L' } }, () => undefined) // 'Ada L'
 */
export function summaryFieldText(field: unknown, resolve: Resolve): string {
  const lines = answerLines(field, resolve);
  return isNoAnswer(lines) ? noAnswerText(resolve) : lines.join('\n');
}

export const summaryFormField: Formatter = (field, _args, scope) => {
  const title = escapeHtml(toText(ownProperty(field, 'rawTitle')));
  const resolve: Resolve = (path) => scope.resolve(path);
  const lines = answerLines(field, resolve);
  const answer = isNoAnswer(lines) ? escapeHtml(noAnswerText(resolve)) : lines.map(escapeHtml).join('<br>');
  return `<div class="summary-form-field"><span class="summary-form-field__title">${title}</span> <span class="summary-form-field__answer">${answer}</span></div>`;
};
