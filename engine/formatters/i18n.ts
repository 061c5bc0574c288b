import type { Formatter } from '../types';

export const i18nFormatters: Record<string, Formatter> = {};
