import type { Formatter } from '../types';

export const coreFormatters: Record<string, Formatter> = {};
