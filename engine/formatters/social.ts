import type { Formatter } from '../types';

export const socialFormatters: Record<string, Formatter> = {};
