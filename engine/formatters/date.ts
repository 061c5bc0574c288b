import type { Formatter } from '../types';

export const dateFormatters: Record<string, Formatter> = {};
