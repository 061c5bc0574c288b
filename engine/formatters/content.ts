import type { Formatter } from '../types';

export const contentFormatters: Record<string, Formatter> = {};
