/**
 * `find-first` and `find-last` (registered by the reference engine, not described in the
 * language reference): the first or last element of an array, or with a PATH argument the
 * first or last element whose value at PATH is truthy. Anything but an array, or no
 * element found, is missing.
 */
import { isTruthy, propertyPath } from '../convert';
import { pathSegments } from './lookup';
import type { Formatter } from '../types';

function finder(fromEnd: boolean): Formatter {
  return (value, args) => {
    if (!Array.isArray(value) || value.length === 0) return undefined;
    if (args.length === 0) return fromEnd ? value[value.length - 1] : value[0];
    const segments = pathSegments(args[0]);
    const matches = (element: unknown) => isTruthy(propertyPath(element, ...segments));
    return fromEnd ? value.findLast(matches) : value.find(matches);
  };
}

export const findFormatters: Record<string, Formatter> = {
  'find-first': finder(false),
  'find-last': finder(true),
};
